// Writes synthetic blog articles (MDX with the blog frontmatter: title, description, date, updated, author, two topics)
// into a folder, for the build benchmark. CLI: tsx scripts/bench/generateArticles.ts --count 1000 --out /tmp/x/content/blog
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { blogAuthors } from '../../content/blogAuthors'
import { blogTopics } from '../../content/blogTopics'
import { isMain } from '../../server/isMain'

// Topics and authors from the site's lists (the build accepts no other), so that the topic and author pages fill up.
const TOPICS = blogTopics.map((t) => t.name)
const AUTHORS = blogAuthors.map((a) => a.name)
const pick = <T>(list: T[], i: number): T => list[i % list.length]!

/** One article; deterministic for a given index so runs compare. */
function article(i: number): string {
  const topic = pick(TOPICS, i)
  const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)
  const paragraph = (n: number) =>
    `Teams that handle ${topic} every day told us about step ${n}: the data arrives late, in five formats, and someone retypes it. ` +
    `Shared records with a clear owner remove the retyping, and **the exceptions** become visible while there is still time to act. ` +
    `See the [Digital Tower](/products/digital-tower) for how the pieces fit.`
  return `---
title: "Field notes ${i + 1}: ${topic}"
description: "What we learned about ${topic} from shippers, carriers and forwarders, in article ${i + 1} of the series."
date: ${day}
updated: ${day}
author: ${pick(AUTHORS, i)}
tags: ["${topic}", "${pick(TOPICS, i + 3)}"]
---

${paragraph(1)}

## Where the time goes

${paragraph(2)}

- Bookings confirmed by e-mail
- Documents checked by hand
- Status updates chased by phone

## What changed

${paragraph(3)}

| Measure | Before | After |
| --- | ---: | ---: |
| Documents per shipment | 14 | 3 |
| Hours to clear | 36 | 6 |

### Next steps

${paragraph(4)}
`
}

export function generateArticles({ count, out }: { count: number; out: string }): number {
  fs.mkdirSync(out, { recursive: true })
  for (let i = 0; i < count; i++)
    fs.writeFileSync(path.join(out, `field-notes-${String(i + 1).padStart(4, '0')}.mdx`), article(i))
  return count
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '1000' }, out: { type: 'string', default: 'content/blog' } },
  })
  const count = Number(values.count)
  const out = path.resolve(values.out)
  generateArticles({ count, out })
  console.log(`wrote ${count} articles to ${out}`)
}
