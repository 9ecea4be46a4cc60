import { mixed, object, string, type InferType } from 'yup'

export const videoCategories = ['product', 'webinar', 'tutorial', 'partner', 'industry'] as const
export type VideoCategory = (typeof videoCategories)[number]

export const videoSchema = object({
  /** The id of the video at the external host (youtube-nocookie), 11 characters. */
  videoId: string()
    .required()
    .matches(/^[A-Za-z0-9_-]{11}$/, 'videoId must be an 11-character video id'),
  /** Card, player page and menu heading. */
  title: string().required(),
  /** One or two sentences, searched by the library's search box. */
  description: string().required(),
  /** Self-hosted poster image under public/. */
  thumbnail: string().required().matches(/^\//),
  /** One of the library's categories. */
  category: mixed<VideoCategory>().oneOf(videoCategories).required(),
  /** Length as m:ss (or mm:ss); shown as 'N min M sec'. Default 3:45. */
  duration: string()
    .matches(/^\d{1,3}:[0-5]\d$/, 'duration must be m:ss')
    .default('3:45'),
  /** Publication date, ISO yyyy-mm-dd. Default 2025-04-15. */
  date: string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'date must be yyyy-mm-dd')
    .default('2025-04-15'),
})

export type Video = InferType<typeof videoSchema>
