import type { Resolved } from './resolveRedirects'

/** One address the site has published, and the file that made it (an MDX file, or the page's +Page.tsx). */
export type Published = { address: string; file: string }

export const LIST_FILE = 'content/published-addresses.txt'

const HEADER = `# Every address this site has published, and the file that made it. Written by \`npm run build\`: commit it with your change.
# An address listed here that the build no longer makes must be kept: a redirect, or a 410 for a page gone on purpose
# (content/README.md, 'Addresses that never break'). Never delete a line.
`

export function parseList(text: string): Published[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [address, file = ''] = line.split(/\s+/)
      return { address: address!, file }
    })
}

export const formatList = (entries: Published[]) =>
  HEADER +
  [...entries]
    .sort((a, b) => a.address.localeCompare(b.address))
    .map((e) => `${e.address}  ${e.file}`)
    .join('\n') +
  '\n'

/** The line that keeps an address: in the MDX page that replaces it, or, for anything else, in content/redirects.ts. */
function lineToAdd({ address, file }: Published) {
  const gone = `{ from: '${address}', status: 410 }`
  return file.endsWith('.mdx')
    ? `add "redirectFrom: [${address}]" to the frontmatter of the page that replaces it, or ${gone} to content/redirects.ts if it is gone on purpose`
    : `add { from: '${address}', to: '/new-address', status: 301 } to content/redirects.ts, or ${gone} if it is gone on purpose`
}

/**
 * Compares what the build publishes with every address published before: an address that left without a redirect or a
 * 410 is an error naming the address, the file that made it and the line to add. New addresses join the list.
 */
export function checkPublished(listed: Published[], live: Published[], redirects: Resolved[]) {
  const liveAddresses = new Set(live.map((p) => p.address))
  const kept = new Set(redirects.map((r) => r.from))
  const errors = listed
    .filter((p) => !liveAddresses.has(p.address) && !kept.has(p.address))
    .map((p) => `${LIST_FILE}: ${p.address} (made by ${p.file}) is no longer published: ${lineToAdd(p)}`)
  const known = new Set(listed.map((p) => p.address))
  const added = live.filter((p) => !known.has(p.address))
  return { errors, added, list: [...listed, ...added] }
}
