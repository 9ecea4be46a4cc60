import { number, object, string, type InferType } from 'yup'

/** A country's tariff rate for the map (percent applied to its goods entering the US). */
export const tariffRateSchema = object({
  /** ISO 3166-1 numeric code as world-atlas spells it (three digits, zero-padded). */
  id: string()
    .required()
    .matches(/^\d{3}$/),
  /** Country name, for writers and the map's tooltip. */
  name: string().required(),
  /** Rate in percent, within the legend's range. */
  rate: number().required().min(10).max(125),
})

export type TariffRate = InferType<typeof tariffRateSchema>
