import type { AnySchema } from 'yup'
import * as home from './home'
import { industryCardSchema } from './schemas/industryCard'
import { linkSchema } from './schemas/link'
import { networkModeSchema } from './schemas/networkMode'
import { segmentCardSchema } from './schemas/segmentCard'
import { statSchema } from './schemas/stat'
import { strategySchema } from './schemas/strategy'
import { tariffRateSchema } from './schemas/tariffRate'
import { technologyCardSchema } from './schemas/technologyCard'
import { tariffRates } from './tariffRates'

function check(where: string, schema: AnySchema, list: readonly unknown[]) {
  list.forEach((entry, i) => {
    try {
      schema.validateSync(entry, { strict: true, abortEarly: false })
    } catch (error) {
      throw new Error(
        `${where}[${i}]: ${(error as Error & { errors?: string[] }).errors?.join('; ') ?? String(error)}`,
        { cause: error },
      )
    }
  })
}

/** Validates the home page's content against its schemas; the error names the file, the list, the entry and the field. */
export function checkHomeContent() {
  check('content/home.ts sectors', industryCardSchema, home.sectors)
  check('content/home.ts strategies', strategySchema, home.strategies)
  check('content/home.ts networkModes', networkModeSchema, home.networkModes)
  check('content/home.ts segments', segmentCardSchema, home.segments)
  check('content/home.ts technologies', technologyCardSchema, home.technologies)
  check('content/home.ts hero.highlights', statSchema, home.hero.highlights)
  check('content/home.ts tariffBanner.stats', statSchema, home.tariffBanner.stats)
  check('content/home.ts links', linkSchema, [
    home.hero.primary,
    home.hero.secondary,
    home.hero.scrollHint,
    home.tariffBanner.cta,
    home.productsSection.allLink,
    home.partnersSection.allLink,
  ])
  check('content/tariffRates.ts tariffRates', tariffRateSchema, tariffRates)
}
