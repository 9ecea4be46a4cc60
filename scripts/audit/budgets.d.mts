export function budgetFor(route: string): {
  kind: string
  scores: Record<string, number>
  cls: number
  jsBytes: number
  jsBytesAll: number
}
export function checkBudget(
  route: string,
  measured: { scores?: Record<string, number>; cls?: number; jsBytes?: number; jsBytesAll?: number },
): string[]
