import { mixed, object, string, type InferType } from 'yup'

export const personGroups = ['core', 'extended', 'advisory'] as const
export type PersonGroup = (typeof personGroups)[number]

export const personSchema = object({
  /** Full name as the person writes it. */
  name: string().required(),
  /** Job title or board role, e.g. 'CEO and Co-founder'. */
  title: string().required(),
  /** Two or three sentences in the third person. */
  bio: string().required().min(60),
  /**
   * Optional photo, a file in content/images/people/ written from content/: 'images/people/jane-doe.jpg' (JPEG, PNG,
   * WebP or AVIF, square, at least 240 px, at most 10 MB). The build makes the small AVIF and WebP copies; a placeholder
   * icon shows without one.
   */
  photo: string()
    .optional()
    .matches(
      /^images\/people\/[a-z0-9-]+\.(jpg|jpeg|png|webp|avif)$/,
      'photo must be a file in content/images/people/, written images/people/<name>.jpg',
    ),
  /** core and extended: the leadership team; advisory: the advisory board. */
  group: mixed<PersonGroup>().oneOf(personGroups).required(),
})

export type Person = InferType<typeof personSchema>
