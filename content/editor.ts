import { formatDate } from './formatDate'
import { policyVersions } from './policyVersions'

/** The words of the web editor's own pages and answers (server/editor, on the operators' listener). */
export const editorText = {
  home: {
    title: 'Editor',
    open: 'Open the editor',
    /** The mark at the top of the editor's page (Keystatic's), a link to this home. */
    back: 'Editor home: what is saved, and Publish',
    intro:
      'Edit articles, pages and policies in the browser. Each save is checked as the build checks it and kept as a change with your name; nothing reaches the site until someone publishes.',
    unpublished: 'Saved, not yet on the site',
    none: 'Everything saved is published.',
    columns: { when: 'Saved', who: 'By', what: 'Change', files: 'Files' },
    publish: 'Publish to the site',
    /** On a writer's own checkout (`npm run edit`), in place of the publish button. */
    pushToPublish: (branch: string) =>
      `Your saves are commits on your branch ${branch}, on this computer only: to publish them, run git push in a terminal, as for any other change.`,
    history: 'Published',
  },
  published: (count: number) =>
    count === 1
      ? 'Published 1 change. The site is rebuilt from it.'
      : `Published ${count} changes. The site is rebuilt from them.`,
  nothingToPublish: 'There was nothing to publish.',
  refusedSave: (problems: string) => `Not saved: the build would refuse this file.\n${problems}`,
  conflict: (message: string, diff: string) =>
    `Not saved: ${message}\n\nTheir change, from what you opened to what is there now:\n${diff}`,
  publishRefused: (problems: string) => `Not published: the build would refuse it.\n${problems}`,
  unavailable: (why: string) =>
    `The editor is off: its copy of the site could not be opened (${why}). The site itself is unaffected. An operator fixes the cause (EDITOR_CHECKOUT, EDITOR_REMOTE) and restarts the server.`,
  notCommitted: (why: string) => `Not saved: the change could not be kept (${why}). Nothing was changed; try again.`,
  notYours: (path: string) => `Not saved: your account may not change ${path}.`,
  policyStays: (path: string) =>
    `Not saved: ${path} is a policy, whose address stays as it is; it is not renamed or deleted. Give it a new version instead.`,
  /** A save larger than the editor takes at once (server/editor/plugin.ts), with that limit: '15.3 MB'. */
  tooLargeToSave: (limit: string) =>
    `Not saved: a save may be at most ${limit}, pictures included. Add large pictures one at a time, or export them smaller (2,400 px wide is plenty).`,
  /** Why a picture added in the editor is refused: the build's rules for images (server/editor/images.ts). */
  image: {
    notAnImage: (file: string) =>
      `${file} is not a picture the site can use: only JPEG, PNG, WebP, AVIF, TIFF and GIF files are.`,
    tooLarge: (file: string, size: string, limit: string) =>
      `${file} is ${size}; at most ${limit}: export it smaller (2,400 px wide is plenty).`,
    tooManyPixels: (file: string, width: number, height: number, limit: string) =>
      `${file} is ${width} × ${height} pixels; at most ${limit} pixels in all: export it smaller (2,400 px wide is plenty).`,
    damaged: (file: string, reason: string) => `${file} could not be read to the end (${reason}): export it again.`,
  },
  preview: {
    link: 'Preview',
    missing: (file: string) => `${file} is not in the editor’s copy of the site: save it first.`,
    /** The document's title in the preview: 'Preview: Privacy Policy'. */
    title: (title: string) => `Preview: ${title}`,
    /** Above a blog article whose publishAt (yyyy-mm-ddThh:mm, the site's time zone) is still to come. */
    scheduled: (publishAt: string) =>
      `Scheduled: appears on the site on ${formatDate(publishAt.slice(0, 10))} at ${publishAt.slice(11, 16)} (${policyVersions.timeZone} time)`,
    /** Above a page marked `draft: true`. */
    draft: 'Draft: not published',
  },
  /** /editor/policies: the legal team's new version of a policy (as `npm run policy -- new-version` makes one). */
  policy: {
    link: 'Make a new version of a policy',
    title: 'New policy version',
    intro:
      'The version in force is kept in the policy’s history, and the new one starts as a copy of it with the dates and summary below. Change its text in the editor afterwards if it needs it. Nothing reaches the site until someone publishes.',
    policy: 'Policy',
    publishedHint: 'The day it first appears on the site: usually today.',
    date: 'Give a date (yyyy-mm-dd).',
    unknown: 'Choose one of the policies.',
    submit: 'Save the new version',
    refused: 'Not saved: the build would refuse this version.',
    saved: (title: string, effective: string) =>
      `Saved the new version of the ${title}, in force ${formatDate(effective)}. It is not on the site yet: change its text in the editor if it needs it, then publish it.`,
    /** The commit's message: 'New version of the Privacy Policy, in force 2027-01-01'. */
    commit: (title: string, effective: string) => `New version of the ${title}, in force ${effective}`,
  },
  /** The frontmatter fields' names in the editor's form (content/schemas/frontmatter.ts), and a hint where one helps. */
  fields: {
    title: { label: 'Title' },
    description: {
      label: 'Description',
      description: 'One or two sentences for search engines, link previews and lists (30 to 200 characters).',
    },
    updated: { label: 'Last updated' },
    draft: { label: 'Draft', description: 'Shown by the preview only, left out of the site.' },
    shareImage: {
      label: 'Share picture',
      description: 'A PNG or JPEG under public/, e.g. /images/share/launch.png (best 1200 × 630).',
    },
    shareImageAlt: { label: 'What the share picture shows' },
    search: { label: 'In the site’s search' },
    redirectFrom: {
      label: 'Earlier addresses',
      description: 'Old addresses of this page, e.g. /blog/old-slug: they lead here.',
    },
    eyebrow: { label: 'Line above the title' },
    icon: { label: 'Icon' },
    aliases: { label: 'Other addresses under /about' },
    effective: { label: 'Takes effect on' },
    published: {
      label: 'Published on',
      description: 'When this version first appears on the site; left empty: the last updated date.',
    },
    material: {
      label: 'A change that matters to readers',
      description: 'Must be published a notice period before it takes effect.',
    },
    changes: { label: 'What changed', description: 'A sentence or two, shown on the page and in the policy feed.' },
    covers: { label: 'Processing this version describes' },
    minimumAge: { label: 'Minimum age' },
    childrenUnder: { label: 'Not meant for children under' },
    arbitrationOptOutDays: { label: 'Days to opt out of arbitration' },
    biometricRetentionYears: { label: 'Years biometric data is kept' },
    biometricWithdrawalDays: { label: 'Days to delete biometric data after consent is withdrawn' },
    date: { label: 'Publication date' },
    author: { label: 'Author' },
    tags: { label: 'Topics' },
    publishAt: {
      label: 'Goes live at',
      description:
        'Optional: yyyy-mm-ddThh:mm in the site’s time zone, on the publication date. Until then the article is not on the site.',
    },
    body: { label: 'Text' },
  } as Record<string, { label: string; description?: string }>,
  /** A save's commit message, part by part ('Edit content/blog/x.mdx; add content/images/x/a.jpg'). */
  commit: {
    edit: (files: string) => `edit ${files}`,
    add: (files: string) => `add ${files}`,
    remove: (files: string) => `delete ${files}`,
  },
} as const
