/**
 * The words of the marketing team's analytics dashboard (server/analytics/dashboard, on the operators' listener at
 * /analytics) and of `npm run analytics -- report`.
 */
export const analyticsText = {
  title: 'Site analytics',
  intro:
    'Counted by our own server as it answers: no cookie, no script, no third party. A visitor is counted once a day and cannot be recognised the next.',
  range: {
    legend: 'Dates',
    from: 'From',
    to: 'To',
    show: 'Show',
    presets: [
      { days: 7, label: 'Last 7 days' },
      { days: 30, label: 'Last 30 days' },
      { days: 90, label: 'Last 90 days' },
      { days: 365, label: 'Last 12 months' },
    ],
    invalid: 'Those dates could not be read: showing the last 30 days.',
  },
  off: {
    title: 'Counting is off',
    body: 'The privacy policy in force does not describe analytics, so the site counts nothing: visitors must be told before they are counted.',
    publish:
      "To switch it on, the legal team publishes a version of the privacy policy that describes this counting and lists it in its frontmatter as 'covers: [analytics]'. Counting then starts by itself at midnight on that version's effective day, on every server.",
    upcoming: (day: string) => `A version that covers analytics takes effect on ${day}: counting starts that day.`,
  },
  totals: { views: 'Page views', visitors: 'Visitors', contact: 'Contact messages', newsletter: 'Newsletter sign-ups' },
  charts: {
    overTime: 'Views and visitors a day',
    overTimeSummary: (views: number, visitors: number, days: number) =>
      `${views} views and ${visitors} visitors over ${days} days.`,
    devices: 'Visitors by device',
  },
  tables: {
    days: { title: 'By day', columns: { day: 'Day', views: 'Views', visitors: 'Visitors' } },
    pages: { title: 'Pages', columns: { page: 'Page', views: 'Views', visitors: 'Visitors' } },
    sources: {
      title: 'Where visitors came from',
      columns: { referrer: 'Referring site', visitors: 'Visitors', views: 'Views' },
      none: 'No referring site (typed, bookmarked, an app, or a browser that sends none)',
    },
    campaigns: {
      title: 'Campaigns',
      columns: {
        source: 'utm_source',
        medium: 'utm_medium',
        campaign: 'utm_campaign',
        visitors: 'Visitors',
        views: 'Views',
      },
    },
    devices: { title: 'Devices', columns: { device: 'Device', visitors: 'Visitors', views: 'Views' } },
    searches: {
      title: 'Most asked searches',
      columns: { query: 'Search', searches: 'Searches', visitors: 'Visitors', results: 'Results' },
      note: (hidden: number) =>
        `A search shows here once at least 3 visitors asked it on one day. ${hidden} other searches are not shown: asked by fewer visitors, or holding an e-mail address or a long number (never stored).`,
    },
    searchesWithoutResults: {
      title: 'Searches that found nothing',
      columns: { query: 'Search', searches: 'Searches', visitors: 'Visitors', results: 'Results' },
    },
    outcomes: {
      title: 'Outcomes by page',
      columns: { kind: 'Outcome', page: 'Sent from', count: 'Count' },
      kinds: { contact: 'Contact message', newsletter: 'Newsletter sign-up confirmed', download: 'PDF downloaded' },
      unknownPage: '(not known)',
    },
    notFound: {
      title: 'Addresses not found (404)',
      columns: { page: 'Address', referrer: 'Linked from', views: 'Requests' },
      note: 'Broken links into the site: fix the link where it is, or add a redirect (content/redirects.ts).',
    },
  },
  empty: 'Nothing counted in these dates.',
  /** The name of a table's scrolling box (a landmark of its own, so it must not repeat the section's name). */
  figures: (title: string) => `${title}: figures`,
  csv: 'Download CSV',
  devices: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' },
} as const
