import { object, string, type InferType } from 'yup'

/** A topic of the blog (content/blogTopics.ts): what an article's `tags` name, each with its page /blog/topics/<slug>. */
export const blogTopicSchema = object({
  /** The topic as readers see it and writers write it in an article's `tags`, e.g. 'Sustainability'. */
  name: string().required().min(2).max(40),
  /** The last part of the topic's address, /blog/topics/<slug>: lowercase words joined by hyphens. */
  slug: string()
    .required()
    .matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be lowercase words joined by hyphens, e.g. supply-chain'),
  /** One line under the topic's name on its page and in link previews (30 to 160 characters). */
  description: string().required().min(30).max(160),
})

export type BlogTopic = InferType<typeof blogTopicSchema>
