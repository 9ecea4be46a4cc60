import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The WCAG 2.2 AA rules and axe's best practices: what every page is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * What axe finds on the page as it is now, a line a violation with up to five of its elements ([] when clean). With
 * no tags, every rule axe has.
 */
export async function axeViolations(page: Page, tags?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  const { violations } = await (tags ? builder.withTags(tags) : builder).analyze()
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  )
}
