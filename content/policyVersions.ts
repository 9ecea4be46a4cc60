/**
 * Policy versions (/privacy, /terms, /cookies and their history in content/legal/<policy>/): the rules the build checks
 * and the words the pages use around a policy's text. Dates in the words are filled in as dd.mm.yyyy.
 */
export const policyVersions = {
  /** A version marked `material: true` must be published at least this many days before it takes effect. */
  noticeDays: 30,
  /** Policies change at midnight here: the server picks the version in force by this time zone's calendar date. */
  timeZone: 'Europe/Dublin',
  eyebrow: 'Legal',
  /** The title of a version's own page: 'Privacy Policy, effective 01.01.2023'. */
  versionTitle: (title: string, effective: string) => `${title}, effective ${effective}`,
  whatChanged: 'What changed in this version',
  upcoming: {
    title: (effective: string) => `An updated version takes effect on ${effective}`,
    link: 'Read the new version',
  },
  history: {
    title: 'Version history',
    link: 'Earlier versions',
    columns: { version: 'Version', published: 'Published', changes: 'What changed' },
    inForce: 'in force',
    upcoming: 'upcoming',
    firstVersion: 'First published version.',
  },
  notice: {
    earlier: (from: string, until: string) =>
      `This is an earlier version, in force from ${from} until ${until}. It is not the version in force.`,
    inForce: (from: string) => `This is the version in force since ${from}, at its permanent address.`,
    upcoming: (from: string) => `This version takes effect on ${from}. Until then the current version applies.`,
    link: (title: string) => `Read the ${title} in force`,
  },
  feed: {
    title: 'E THE REAL policy changes',
    description:
      'Every new version of the Privacy Policy, Terms of Service and Cookie Policy, with what changed and when it takes effect.',
    /** The title of one entry: 'Privacy Policy: version effective 01.04.2025'. */
    entryTitle: (title: string, effective: string) => `${title}: version effective ${effective}`,
    link: 'Follow policy changes (feed)',
    author: 'E THE REAL Legal',
  },
} as const
