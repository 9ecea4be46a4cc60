import pretty from 'pino-pretty'

type Line = Record<string, unknown>

/**
 * A log line as a person reads it in a terminal: '[14:02:07] INFO: ready {"dataDir":"data",…}', a request as
 * 'req-1 GET /about' and its answer as 'req-1 200 in 3.2 ms', an error with its stack below. Fastify's convention
 * (pino-pretty), for `npm start` by hand; anything else that reads the log (a service manager, a container, a file, a
 * pipe) gets pino's JSON lines, unchanged (server/index.ts).
 */
export function readableLog() {
  return pretty({
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    // Every line written before the next: nothing lost when the process exits after its last one ('stopped').
    sync: true,
    messageFormat: (line: Line, messageKey: string) => {
      const id = typeof line.reqId === 'string' ? `${line.reqId} ` : ''
      const req = line.req as { method?: string; url?: string } | undefined
      const res = line.res as { statusCode?: number } | undefined
      if (req?.method) return `${id}${req.method} ${req.url}`
      if (res?.statusCode && typeof line.responseTime === 'number')
        return `${id}${res.statusCode} in ${line.responseTime.toFixed(1)} ms`
      const message = line[messageKey]
      return `${id}${typeof message === 'string' ? message : ''}`
    },
  })
}
