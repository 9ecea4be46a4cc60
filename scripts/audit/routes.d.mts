export function findRoutes(clientDir?: string): string[]
export function isNotFoundRoute(route: string): boolean
export function findAllPages(clientDir?: string): string[]
