import { mixed, object, string, type InferType } from 'yup'

/**
 * The eight testimonial categories. Six of them are industry-voice topics (see industryTopics.ts);
 * 'Data Security' is listed only under 'All Testimonials'.
 */
export const testimonialCategories = [
  'Shipment Planning',
  'Data Security',
  'Freight Booking',
  /** @deprecated Kept so older quotes stay valid; no topic page lists it and new quotes should not use it. */
  'Commercial Invoice Exchange',
  'Multileg Shipments',
  'Regulatory Pre-Departure & Arrival',
  'Invoicing & Audit',
  'Sustainability & Carbon Footprint',
] as const
export type TestimonialCategory = (typeof testimonialCategories)[number]

/** Categories still accepted but not to be used for new testimonials. */
export const deprecatedTestimonialCategories: readonly TestimonialCategory[] = ['Commercial Invoice Exchange']

export const testimonialSchema = object({
  /** The person quoted, as they want to be named. */
  name: string().required().min(2),
  /** Role, organisation and year, e.g. 'Head of Logistics, Nordic Retail Group (2024)'. */
  title: string()
    .required()
    .matches(/\b(19|20)\d{2}\b/, 'title must contain the year (role and year)'),
  /** One of testimonialCategories; 'Commercial Invoice Exchange' is deprecated. */
  category: mixed<TestimonialCategory>()
    .oneOf(
      testimonialCategories,
      ({ value }) => `category "${value}" is not one of: ${testimonialCategories.join(', ')}`,
    )
    .required(),
  /** The quote itself, without quotation marks. */
  quote: string()
    .required()
    .min(40)
    .test('no-quote-marks', 'quote must not be wrapped in quotation marks', (q) => !/^["“]/.test(q ?? '')),
  /** Self-hosted photo under public/images/testimonials/, or '' for the placeholder icon. */
  image: string()
    .defined()
    .matches(
      /^(\/images\/testimonials\/[a-z0-9-]+\.(svg|webp|jpg|png))?$/,
      'image must be "" or a file under /images/testimonials/',
    ),
})

export type Testimonial = InferType<typeof testimonialSchema>
