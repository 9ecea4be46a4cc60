import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import type { Page } from '@playwright/test'

/** The WCAG 2.2 AA rules and axe's best practices: what every page is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * Every rule axe runs by default, and the WCAG 2.2 AA and best-practice rules it leaves off by default (target-size
 * among them), which asking for the tags would run (not the experimental ones, which neither runs): one run checks
 * what both used to.
 */
const everyRule = Object.fromEntries(
  axe
    .getRules(wcagTags)
    .filter((r) => !r.tags.includes('experimental'))
    .map((r) => [r.ruleId, { enabled: true }]),
)

/**
 * What axe finds on the page as it is now, a line a violation with up to five of its elements ([] when clean). With
 * no tags, every rule axe has by default and every WCAG 2.2 AA rule. Legacy mode runs axe in the page as it is, without
 * the blank page the default mode opens for each run, and only violations come back: a third of the time.
 */
export async function axeViolations(page: Page, tags?: string[]): Promise<string[]> {
  // options() replaces what withTags() set: it goes first.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], ...(tags ? {} : { rules: everyRule }) })
  const { violations } = await (tags ? builder.withTags(tags) : builder).analyze()
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  )
}
