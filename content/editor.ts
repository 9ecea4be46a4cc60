/** The words of the web editor's own pages and answers (server/editor, on the operators' listener). */
export const editorText = {
  home: {
    title: 'Editor',
    open: 'Open the editor',
    intro:
      'Edit articles, pages and policies in the browser. Each save is checked as the build checks it and kept as a change with your name; nothing reaches the site until someone publishes.',
    unpublished: 'Saved, not yet on the site',
    none: 'Everything saved is published.',
    columns: { when: 'Saved', who: 'By', what: 'Change', files: 'Files' },
    publish: 'Publish to the site',
    history: 'Published',
  },
  published: (count: number) =>
    count === 1 ? 'Published 1 change. The site is rebuilt from it.' : `Published ${count} changes. The site is rebuilt from them.`,
  nothingToPublish: 'There was nothing to publish.',
  refusedSave: (problems: string) => `Not saved: the build would refuse this file.\n${problems}`,
  conflict: (message: string, diff: string) =>
    `Not saved: ${message}\n\nTheir change, from what you opened to what is there now:\n${diff}`,
  publishRefused: (problems: string) => `Not published: the build would refuse it.\n${problems}`,
  notYours: (path: string) => `Not saved: your account may not change ${path}.`,
  preview: 'Preview',
  commit: {
    edit: (files: string) => `Edit ${files}`,
    add: (files: string) => `Add ${files}`,
    remove: (files: string) => `Delete ${files}`,
  },
} as const
