import { mixed, object, string, type InferType } from 'yup'

const partnerGroupIds = ['jv', 'supply', 'data', 'associate'] as const
export type PartnerGroupId = (typeof partnerGroupIds)[number]

export const partnerSchema = object({
  /** Company name as the partner writes it. */
  name: string().required(),
  /** Self-hosted logo under public/ (an SVG wordmark where no artwork exists). */
  logo: string()
    .required()
    .matches(/^\/.+\.(svg|png|webp)$/),
  /** The partner's own website; opens in a new tab. */
  url: string()
    .required()
    .url()
    .matches(/^https:\/\//, 'url must be https'),
  /** Which group the partner belongs to. */
  group: mixed<PartnerGroupId>().oneOf(partnerGroupIds).required(),
  /** Optional; the group's default description shows when absent. */
  description: string().optional(),
})

export type Partner = InferType<typeof partnerSchema>
