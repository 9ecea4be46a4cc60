import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { partners } from './partners'
import { people } from './people'
import { partnerSchema } from './schemas/partner'
import { personSchema, type Person } from './schemas/person'
import { searchAudienceSchema } from './schemas/searchAudience'
import { searchSynonymSchema } from './schemas/searchSynonym'
import { testimonialSchema } from './schemas/testimonial'
import { testimonials } from './testimonials'
import { checkFrontmatter, checkList, validateContent } from './validate'

const root = path.resolve(__dirname, '..')
const legal = (front: string) => `---\n${front}\n---\n\nBody text.\n`
const good =
  'title: Privacy Policy\ndescription: How we collect, use and protect personal data on this site.\nupdated: 2024-04-01\neffective: 2025-04-01'

describe('the content check', () => {
  it("finds nothing wrong with the site's content: every data list and every MDX page", () => {
    expect(validateContent(root)).toEqual([])
  })
})

describe('a data list', () => {
  const first = people[0]
  const peopleList = (entries: unknown[]) =>
    checkList(
      { file: 'content/people.ts', schema: personSchema, entries, name: (p: Person) => p.name, unique: 'name' },
      root,
    )

  it('names the file, the entry, its name and the field that is wrong', () => {
    expect(peopleList([first, { ...first, name: 'Jane Doe', title: '' }])).toEqual([
      'content/people.ts, entry 2 (Jane Doe): title is a required field',
    ])
  })

  it('names a field the schema does not know, a repeated name, and every problem at once', () => {
    const problems = peopleList([first, { ...first, titel: 'CTO' }])
    expect(problems[0]).toMatch(/^content\/people\.ts, entry 2 \(.+\): has an unknown field 'titel' \(the fields are: /)
    expect(problems[1]).toBe(
      `content/people.ts, entry 2 (${first.name}): name '${first.name}' is already used by entry 1`,
    )
  })

  it('says which file an entry names that does not exist', () => {
    const problems = checkList(
      {
        file: 'content/partners.ts',
        schema: partnerSchema,
        entries: [{ ...partners[0], logo: '/images/partners/nobody.svg' }],
        name: (p: { name: string }) => p.name,
        files: [{ field: 'logo', under: 'public' }],
      },
      root,
    )
    expect(problems).toEqual([
      `content/partners.ts, entry 1 (${partners[0].name}): logo names public/images/partners/nobody.svg, which does not exist`,
    ])
  })

  it("gives the schema's own words for what is expected", () => {
    const problems = checkList(
      {
        file: 'content/testimonials.ts',
        schema: testimonialSchema,
        entries: [{ ...testimonials[0], category: 'Cats', title: 'Professor' }],
      },
      root,
    )
    expect(problems.join('\n')).toMatch(/entry 1: title must contain the year[\s\S]*category "Cats" is not one of/)
  })
})

describe('the search synonyms', () => {
  const synonyms = (entries: unknown[]) =>
    checkList(
      {
        file: 'content/searchSynonyms.ts',
        schema: searchSynonymSchema,
        entries,
        name: (e: { word: string }) => e.word,
        unique: 'word',
      },
      root,
    )

  it('take a word or a few said together, words of the site one by one, at least one, and each visitor word once', () => {
    expect(
      synonyms([
        { word: 'jobs', means: ['careers'] },
        { word: 'job offers', means: ['open roles'] },
        { word: 'job-offers', means: ['roles'] },
        { word: 'can i speak to someone', means: ['contact'] },
        { word: 'hq', means: [] },
        { word: 'jobs', means: ['roles'] },
      ]),
    ).toEqual([
      'content/searchSynonyms.ts, entry 2 (job offers): each word in means must be one word (letters and digits only, no spaces)',
      'content/searchSynonyms.ts, entry 3 (job-offers): word must be one word or up to 4 words (letters and digits only, one space between words)',
      'content/searchSynonyms.ts, entry 4 (can i speak to someone): word must be one word or up to 4 words (letters and digits only, one space between words)',
      'content/searchSynonyms.ts, entry 5 (hq): means must name at least one word the site uses',
      "content/searchSynonyms.ts, entry 6 (jobs): word 'jobs' is already used by entry 1",
    ])
  })
})

describe('the search audiences', () => {
  it('name a path of the site (with an optional #anchor), at least one kind of visitor, and each page once', () => {
    expect(
      checkList(
        {
          file: 'content/searchAudiences.ts',
          schema: searchAudienceSchema,
          entries: [
            { page: '/products/fr8lens', who: ['Carriers'] },
            { page: 'products/digital-tower', who: ['Shippers'] },
            { page: '/products/fr8lens#ports', who: [] },
            { page: '/products/fr8lens', who: ['Truckers', '—'] },
          ],
          name: (e: { page: string }) => e.page,
          unique: 'page',
        },
        root,
      ),
    ).toEqual([
      "content/searchAudiences.ts, entry 2 (products/digital-tower): page must be a path of the site, e.g. '/products/fr8lens', with an optional #anchor",
      'content/searchAudiences.ts, entry 3 (/products/fr8lens#ports): who must name at least one kind of visitor',
      'content/searchAudiences.ts, entry 4 (/products/fr8lens): each name in who must hold a word',
      "content/searchAudiences.ts, entry 4 (/products/fr8lens): page '/products/fr8lens' is already used by entry 1",
    ])
  })
})

describe("an MDX page's frontmatter", () => {
  it('accepts good frontmatter', () => {
    expect(checkFrontmatter('content/legal/privacy.mdx', legal(good))).toEqual([])
  })

  it('names the file, the field and what was expected', () => {
    const errors = checkFrontmatter(
      'content/legal/privacy.mdx',
      legal(good.replace('effective: 2025-04-01', 'effective: 01.04.2025')),
    )
    expect(errors).toEqual(["content/legal/privacy.mdx: frontmatter field 'effective' must be a date yyyy-mm-dd"])
  })

  it("takes a privacy version's covers: from the list of processing, and names a wrong one", () => {
    const covers = (line: string) =>
      checkFrontmatter(
        'content/legal/privacy.mdx',
        legal(good.replace('effective: 2025-04-01', `effective: 2025-04-01\n${line}`)),
      )
    expect(covers('covers: [analytics]')).toEqual([])
    expect(covers('covers: [analytics, tracking]')).toEqual([
      "content/legal/privacy.mdx: frontmatter field 'covers[1]' must list only analytics",
    ])
    expect(covers('covers: analytics')).toEqual([
      "content/legal/privacy.mdx: frontmatter field 'covers' must be a list, e.g. [analytics]",
    ])
  })

  it('reports a missing required field, a wrong type and a misspelt field', () => {
    const errors = checkFrontmatter(
      'content/blog/post.mdx',
      '---\ntitle: A post\ndescription: A post about freight, long enough to pass the check.\nupdated: 2025-01-01\ndraft: maybe\nauthr: Me\n---\n',
    )
    expect(errors).toContain("content/blog/post.mdx: frontmatter field 'date' is required (a date yyyy-mm-dd)")
    expect(errors).toContain("content/blog/post.mdx: frontmatter field 'draft' must be true or false")
    expect(errors.join('\n')).toMatch(/content\/blog\/post\.mdx: frontmatter has an unknown field 'authr'/)
  })

  it('rejects impossible dates and files without frontmatter', () => {
    expect(checkFrontmatter('content/legal/terms.mdx', legal(good.replace('2024-04-01', '2024-02-31')))).toEqual([
      "content/legal/terms.mdx: frontmatter field 'updated' must be a real calendar date yyyy-mm-dd",
    ])
    expect(checkFrontmatter('content/pages/careers.mdx', '# Careers\n')).toEqual([
      'content/pages/careers.mdx: must start with a frontmatter block between --- lines',
    ])
  })

  const article = (fields: string) =>
    `---\ntitle: A post\ndescription: A post about freight, long enough to pass the check.\ndate: 2025-01-01\nupdated: 2025-01-01\n${fields}\n---\n`

  it("takes an article's topics from content/blogTopics.ts, suggesting the nearest for a slip", () => {
    expect(checkFrontmatter('content/blog/x.mdx', article('author: Priya Raman\ntags: [Sustainability, AI]'))).toEqual(
      [],
    )
    expect(checkFrontmatter('content/blog/x.mdx', article('author: Priya Raman\ntags: [Sustainabilty]'))).toEqual([
      "content/blog/x.mdx: frontmatter field 'tags' has 'Sustainabilty', which is not a topic in content/blogTopics.ts: did you mean Sustainability?",
    ])
    // Case aside, and a word nowhere near any topic names them all.
    const [far] = checkFrontmatter('content/blog/x.mdx', article('author: Priya Raman\ntags: [web3, Knitting, AI, AI]'))
    expect(far).toMatch(/^content\/blog\/x\.mdx: frontmatter field 'tags' has 'web3', .*: did you mean Web3\?; /)
    expect(far).toContain(
      "has 'Knitting', which is not a topic in content/blogTopics.ts: the topics are Digital Tower, ",
    )
    expect(far).toMatch(/; names 'AI' twice$/)
  })

  it("takes an article's author from content/people.ts or content/guestWriters.ts", () => {
    expect(checkFrontmatter('content/blog/x.mdx', article('author: Pria Raman'))).toEqual([
      "content/blog/x.mdx: frontmatter field 'author' is 'Pria Raman', who is not in content/people.ts or content/guestWriters.ts: did you mean Priya Raman?",
    ])
    expect(checkFrontmatter('content/blog/x.mdx', article('author: A. N. Other')).join()).toMatch(
      /who is not in .*: the authors are Aidan Moriarty, Priya Raman, /,
    )
  })
})
