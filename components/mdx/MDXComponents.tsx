import { styled } from 'styled-components'
import { ButtonRow, CallToAction } from './CallToAction'
import { Callout } from './Callout'
import { Card, CardGrid } from './Card'
import { Chips } from './Chips'
import { ContactEmails } from './ContactEmails'
import { EmailLink } from './EmailLink'
import { Figure } from './Figure'
import { FormattedDate } from './FormattedDate'
import { Fact } from './Frontmatter'
import { H2, H3 } from './Heading'
import { Hero } from './Hero'
import { Icon } from './Icon'
import { Image } from './Image'
import { OfficeList } from './OfficeList'
import { PartnerGroups } from './PartnerGroups'
import { PeopleList, PersonCard } from './PersonCard'
import { ProductLinks } from './ProductLinks'
import { Section, TopLink } from './Section'
import { Stat, StatGrid } from './Stat'
import { Steps } from './Steps'
import type { mdxTags } from './mdxTags'

const TableWrap = styled.div`
  overflow-x: auto;
  margin: ${(p) => p.theme.space[6]} 0;
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  th,
  td {
    border: 1px solid ${(p) => p.theme.colors.line};
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
`

/**
 * Every component and tag MDX may use, handed to each MDX page by its layout. Documented with examples in content/README.md.
 * Components meant for MDX live in components/mdx/; page chrome lives elsewhere.
 */
export const MDXComponents = {
  h2: H2,
  h3: H3,
  table: (props: React.ComponentPropsWithoutRef<'table'>) => (
    <TableWrap>
      <table {...props} />
    </TableWrap>
  ),
  ButtonRow,
  CallToAction,
  Callout,
  Card,
  CardGrid,
  Chips,
  ContactEmails,
  EmailLink,
  Fact,
  Figure,
  FormattedDate,
  Hero,
  Icon,
  Image,
  OfficeList,
  PartnerGroups,
  PeopleList,
  PersonCard,
  ProductLinks,
  Section,
  Stat,
  StatGrid,
  Steps,
  TopLink,
} satisfies Record<(typeof mdxTags)[number], unknown>
