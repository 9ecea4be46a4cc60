export function findRoutes(clientDir?: string): string[]
export function isNotFoundRoute(route: string): boolean
export function findAllPages(clientDir?: string): string[]
export function isNoindexPage(route: string, clientDir?: string): boolean
