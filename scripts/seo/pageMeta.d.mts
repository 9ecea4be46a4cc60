export function decodeEntities(s: string): string
export function tags(html: string, name: string): Record<string, string>[]
export function readPageMeta(html: string): { canonical?: string; modified?: string; noindex: boolean }
