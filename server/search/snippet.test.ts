import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import Database from '../sqlite'
import { snippet as snippetOf, tokenize, type Snippet } from './snippet'
import { fts5Phrase, words, type Phrase } from './terms'

const SIZE = 24
const snippet = (text: string, phrases: Phrase[], size: number) => snippetOf(tokenize(text), phrases, size)

/** FTS5's own snippet of the row, its marks (\u0002 … \u0003) turned into ranges as ours are. */
function fts5Snippet(
  db: InstanceType<typeof Database>,
  table: string,
  column: number,
  rowid: number,
  phrases: Phrase[],
) {
  const expression = phrases.map(fts5Phrase).join(' OR ')
  const row = db
    .prepare<[string, number], { rowid: number; marked: string }>(
      `SELECT rowid, snippet(${table}, ${column}, char(2), char(3), '…', ${SIZE}) AS marked FROM ${table}
       WHERE ${table} MATCH ? AND rowid >= ? LIMIT 1`,
    )
    .get(expression, rowid)
  // None when the row does not match. (Asked for `rowid = ?` with a prefix phrase the row lacks, FTS5 answered the
  // next row that has it.)
  if (row?.rowid !== rowid) return undefined
  const { marked } = row
  const result: Snippet = { text: '', highlights: [] }
  for (const [i, piece] of marked.split(/[\u0002\u0003]/).entries()) {
    if (i % 2 === 1) result.highlights.push([result.text.length, result.text.length + piece.length])
    result.text += piece
  }
  return result
}

describe("a section's snippet", () => {
  const db = new Database(':memory:')
  db.exec("CREATE VIRTUAL TABLE t USING fts5(body, tokenize = 'unicode61 remove_diacritics 2')")
  const insert = db.prepare<[string], unknown>('INSERT INTO t (body) VALUES (?)')
  afterAll(() => db.close())
  const long = Array.from({ length: 12 }, (_, i) => `Sentence ${i} talks about freight and ports.`).join(' ')
  const texts = [
    'A passport.',
    'Clearing house: the clearing house, the clearing house helps ports.',
    `${long} Here at last: the passport of the product, the passport of its parts. ${long}`,
    `${long} Cork and Dublin. ${long} A café in Cork, Ireland!`,
    'Never run <script>alert("x")</script> & friends from a widget.',
    'Zoë’s naïve café sells crème brûlée to the Façade team; CAFÉ again.',
    '   spaces before, and after.   ',
    // A capital whose lower case is two characters, which moves every later character.
    'İstanbul ports. The port of İzmir: a café and a naïve plan for ports.',
  ]
  const cases: [string, Phrase[]][] = [
    ['passport', [{ word: 'passport', prefix: false }]],
    ['a prefix', [{ word: 'clear', prefix: true }]],
    [
      'two phrases',
      [
        { word: 'cork', prefix: false },
        { word: 'ireland', prefix: false },
      ],
    ],
    [
      'words a query named',
      [
        { word: 'ports', prefix: false },
        { word: 'port', prefix: false },
      ],
    ],
    [
      'accents',
      [
        { word: 'cafe', prefix: false },
        { word: 'naive', prefix: false },
      ],
    ],
    ['markup as text', [{ word: 'script', prefix: false }]],
    ['no match in the text', [{ word: 'zzz', prefix: false }]],
  ]

  it('is the one FTS5 writes, for every text and query here', () => {
    for (const text of texts) insert.run(text)
    let compared = 0
    texts.forEach((text, i) => {
      for (const [name, phrases] of cases) {
        // FTS5 writes a snippet only for a row the query matches; ours must agree wherever it does.
        const theirs = fts5Snippet(db, 't', 0, i + 1, phrases)
        if (!theirs) continue
        expect(snippet(text, phrases, SIZE), `${name}: ${text}`).toEqual(theirs)
        compared++
      }
    })
    expect(compared).toBeGreaterThanOrEqual(texts.length)
  })

  it('starts the text with the first words when the query matched only the title or heading', () => {
    expect(snippet(long, [{ word: 'passport', prefix: false }], SIZE)).toEqual({
      text: `${long.split(' ').slice(0, SIZE).join(' ')}…`,
      highlights: [],
    })
  })

  it('is text: markup in a page is never read as markup, and the matched words are ranges over it', () => {
    const { text, highlights } = snippet(texts[4]!, [{ word: 'script', prefix: false }], SIZE)
    expect(text).toBe(texts[4])
    expect(highlights.map(([a, b]) => text.slice(a, b))).toEqual(['script', 'script'])
  })
})

describe("the site's own sections", () => {
  const db = new Database(path.resolve('dist/search.db'), { readonly: true, fileMustExist: true })
  afterAll(() => db.close())
  const sections = db
    .prepare<[], { rowid: number; body: string }>('SELECT rowid, body FROM sections')
    .all()
    .filter((s) => s.body)

  it('have the snippets FTS5 writes, for a word of each, a word typed half-way and two words', () => {
    let compared = 0
    for (const { rowid, body } of sections) {
      const all = words(body)
      const rare = all.toSorted((a, b) => b.length - a.length)[0]!
      const queries: Phrase[][] = [
        [{ word: all[Math.floor(all.length / 2)]!, prefix: false }],
        [{ word: rare.slice(0, 4), prefix: true }],
        [
          { word: all.at(-1)!, prefix: false },
          { word: rare, prefix: false },
        ],
      ]
      for (const phrases of queries) {
        const theirs = fts5Snippet(db, 'sections', 2, rowid, phrases)
        if (!theirs) continue
        expect(snippet(body, phrases, SIZE), `${rowid}: ${JSON.stringify(phrases)}`).toEqual(theirs)
        compared++
      }
    }
    expect(compared).toBeGreaterThan(sections.length * 2)
  })
})
