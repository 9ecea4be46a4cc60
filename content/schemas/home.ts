import { array, mixed, number, object, string, type InferType } from 'yup'

/** Lucide icons the home page may name in content; the sections map each name to its component. */
export const homeIconNames = [
  'ShoppingCart', 'Factory', 'Truck', 'DatabaseZap', 'Globe', 'Rocket', 'Plane', 'Ship', 'TrainFront', 'Warehouse',
  'Store', 'Pill', 'Car', 'Package',
] as const
export type HomeIconName = (typeof homeIconNames)[number]
const icon = () => mixed<HomeIconName>().oneOf(homeIconNames).required()

/** A call to action: a label and where it goes (an in-page anchor or a path). */
export const linkSchema = object({
  /** Button or link text. */
  label: string().required(),
  /** `#anchor` on the home page, or a site path. */
  href: string().required().matches(/^[#/]/, 'href must start with # or /'),
})

/** Industry card (spec section 3): a sector with its four points. */
export const industryCardSchema = object({
  /** Sector name, e.g. 'Retailers'. */
  title: string().required(),
  /** Lucide icon name. */
  icon: icon(),
  /** Exactly four bullet points. */
  points: array(string().required()).length(4).required(),
})

/** An industry strategy: one sector-specific play. */
export const strategySchema = object({
  /** Industry name, e.g. 'Pharmaceutical'. */
  title: string().required(),
  /** Lucide icon name. */
  icon: icon(),
  /** One or two sentences. */
  desc: string().required().min(30),
})

/** A logistics-network mode with its headline figure. */
export const networkModeSchema = object({
  /** Mode, e.g. 'Air Freight'. */
  title: string().required(),
  /** Lucide icon name. */
  icon: icon(),
  /** The figure shown large, verbatim from the spec (e.g. '140+'). */
  figure: string().required(),
  /** What the figure counts, e.g. 'air carriers'. */
  figureLabel: string().required(),
  /** One sentence. */
  desc: string().required(),
})

/** Segment card (spec section 3). */
export const segmentCardSchema = object({
  /** Customer segment. */
  title: string().required(),
  /** ShoppingCart, Factory or Truck. */
  icon: mixed<HomeIconName>().oneOf(['ShoppingCart', 'Factory', 'Truck']).required(),
  /** Two to five points. */
  points: array(string().required()).min(2).max(5).required(),
})

/** Technology card (spec section 3). */
export const technologyCardSchema = object({
  /** Capability name. */
  title: string().required(),
  /** One or two sentences. */
  desc: string().required(),
  /** Bullet details. */
  details: array(string().required()).min(2).required(),
  /** 1 to 5, drawn as dots on a five-dot scale. */
  complexity: number().integer().min(1).max(5).required(),
  /** DatabaseZap, Globe or Rocket. */
  icon: mixed<HomeIconName>().oneOf(['DatabaseZap', 'Globe', 'Rocket']).required(),
})

/** A key statistic: the figure (verbatim) and its caption. */
export const statSchema = object({
  /** Shown large, e.g. '~30%'. */
  figure: string().required(),
  /** Caption under the figure. */
  label: string().required(),
})

/** A country's tariff rate for the map (percent applied to its goods entering the US). */
export const tariffRateSchema = object({
  /** ISO 3166-1 numeric code as world-atlas spells it (three digits, zero-padded). */
  id: string().required().matches(/^\d{3}$/),
  /** Country name, for writers and the map's tooltip. */
  name: string().required(),
  /** Rate in percent, within the legend's range. */
  rate: number().required().min(10).max(125),
})

export type Link = InferType<typeof linkSchema>
export type IndustryCard = InferType<typeof industryCardSchema>
export type Strategy = InferType<typeof strategySchema>
export type NetworkMode = InferType<typeof networkModeSchema>
export type SegmentCard = InferType<typeof segmentCardSchema>
export type TechnologyCard = InferType<typeof technologyCardSchema>
export type Stat = InferType<typeof statSchema>
export type TariffRate = InferType<typeof tariffRateSchema>
