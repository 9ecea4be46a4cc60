import { object, string, type InferType } from 'yup'

export const productCardSchema = object({
  /** URL segment under /products. */
  slug: string()
    .required()
    .matches(/^[a-z0-9-]+$/),
  /** Card and menu heading. */
  title: string().required(),
  /** One or two sentences; the Products menu cuts it to 60 characters. */
  desc: string().required().min(40),
  /** Path of a self-hosted image under public/. */
  img: string().required().matches(/^\//),
  /** The product page. */
  link: string()
    .required()
    .matches(/^\/products\//),
})

export type ProductCard = InferType<typeof productCardSchema>
