export function buildSitemap(entries: { loc: string; lastmod?: string }[]): string
export function toW3cDate(value: string): string
export function buildRobots(sitemapUrl: string): string
export function writeSitemap(clientDir: string): { count: number; sitemapUrl: string }
