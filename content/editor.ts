import { formatDate } from './formatDate'
import { policyVersions } from './policyVersions'

/** The words of the web editor (server/editor/) that a writer reads around the page, not on the site. */
export const editor = {
  preview: {
    /** The document's title in the preview: 'Preview: Privacy Policy'. */
    title: (title: string) => `Preview: ${title}`,
    /** Above a blog article whose publishAt (yyyy-mm-ddThh:mm, the site's time zone) is still to come. */
    scheduled: (publishAt: string) =>
      `Scheduled: appears on the site on ${formatDate(publishAt.slice(0, 10))} at ${publishAt.slice(11, 16)} (${policyVersions.timeZone} time)`,
    /** Above a page marked `draft: true`. */
    draft: 'Draft: not published',
  },
} as const
