import { styled } from 'styled-components'
import { cardSurface } from '../cards/cardSurface'
import { CardGrid } from '../cards/CardGrid'
import { peopleIn } from '../../content/people'
import type { Person } from '../../content/schemas/person'
import { PersonPhoto } from '../PersonPhoto'

type PersonProps = { name: string; title: string; bio?: string; photo?: string }

/**
 * One person: photo (or a placeholder icon), name, role and bio. `<PersonCard name="..." title="..." bio="..." />`;
 * `photo` is a file in content/images/people/ ('images/people/jane-doe.jpg').
 */
export function PersonCard({ name, title, bio, photo }: PersonProps) {
  return (
    <Card>
      <Photo name={name} photo={photo} />
      <div>
        <Name>{name}</Name>
        <Role>{title}</Role>
        {bio && <Bio>{bio}</Bio>}
      </div>
    </Card>
  )
}

/** Everyone in one group of content/people.ts: `<PeopleList group="core" />` (core, extended or advisory). */
export function PeopleList({ group }: { group: Person['group'] }) {
  return (
    <Grid>
      {peopleIn(group).map((p) => (
        <li key={p.name}>
          <PersonCard {...p} />
        </li>
      ))}
    </Grid>
  )
}

const Grid = styled(CardGrid).attrs({ $min: '16.25rem', $fill: true, $gap: 5 } as const)`
  margin: ${(p) => p.theme.space[6]} 0;
`
const Card = styled.article`
  height: 100%;
  padding: ${(p) => p.theme.space[6]};
  ${cardSurface}
`
const Photo = styled(PersonPhoto)`
  margin-bottom: ${(p) => p.theme.space[4]};
`
const Name = styled.h3`
  font-size: ${(p) => p.theme.fontSizes.lg};
  margin: 0;
`
const Role = styled.p`
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSizes.sm};
  margin: ${(p) => p.theme.space[1]} 0 ${(p) => p.theme.space[3]};
`
const Bio = styled.p`
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm};
  margin: 0;
`
