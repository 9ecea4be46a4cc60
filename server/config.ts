import path from 'node:path'

/** Every setting the server reads, from the environment, with its default. Listed in the README. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? 'localhost',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
  }
}

export type ServerConfig = ReturnType<typeof readConfig>
