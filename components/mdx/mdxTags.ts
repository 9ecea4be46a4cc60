/**
 * The names of every tag and component MDX is given (MDXComponents.tsx, which must have exactly these): what the web
 * editor's check of a file (scripts/mdx/checkFile.ts) knows a page may use, without loading the components themselves,
 * which only Vite can (images come in by import.meta.glob).
 */
export const mdxTags = [
  'h2',
  'h3',
  'table',
  'ButtonRow',
  'CallToAction',
  'Callout',
  'Card',
  'CardGrid',
  'Chips',
  'ContactEmails',
  'EmailLink',
  'Fact',
  'Figure',
  'FormattedDate',
  'Hero',
  'Icon',
  'Image',
  'OfficeList',
  'PartnerGroups',
  'PeopleList',
  'PersonCard',
  'ProductLinks',
  'Section',
  'Stat',
  'StatGrid',
  'Steps',
  'TopLink',
] as const
