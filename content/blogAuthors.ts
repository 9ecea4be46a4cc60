import { guestWriters } from './guestWriters.ts'
import { people } from './people.ts'
import type { Person } from './schemas/person'

/** An author of the blog: a person of people.ts or guestWriters.ts, with the address of their page. */
export type BlogAuthor = {
  name: string
  slug: string
  /** Their role, as people.ts writes it. */
  title: string
  bio: string
  /** The bio's first sentence: the line the author card under an article shows. */
  line: string
  photo?: string
  /** The team the person belongs to (people.ts), or undefined for a guest author. */
  group?: Person['group']
}

/** A name as the last part of an address: 'Siobhán Kelleher' → 'siobhan-kelleher'. */
export const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' })
const firstSentence = (text: string) => [...sentences.segment(text)][0]?.segment.trim() ?? text

const toAuthor = (p: { name: string; title: string; bio: string; photo?: string; group?: Person['group'] }) => ({
  name: p.name,
  slug: slugOf(p.name),
  title: p.title,
  bio: p.bio,
  line: firstSentence(p.bio),
  ...(p.photo ? { photo: p.photo } : {}),
  ...(p.group ? { group: p.group } : {}),
})

/** Everyone who may write for the blog: the team, then the guest authors. */
export const blogAuthors: readonly BlogAuthor[] = [...people, ...guestWriters].map(toAuthor)

const byName = new Map(blogAuthors.map((a) => [a.name, a]))
const bySlug = new Map(blogAuthors.map((a) => [a.slug, a]))

/** The author an article's `author` names (the build has checked that there is one). */
export const authorNamed = (name: string) => byName.get(name)

/** The author whose page is /blog/authors/<slug>. */
export const authorBySlug = (slug: string) => bySlug.get(slug)
