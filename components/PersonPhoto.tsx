import { UserRound } from 'lucide-react'
import { styled } from 'styled-components'
import { IconBadge } from './IconBadge'
import { personPhoto } from './images/contentImages'
import { Picture } from './images/Picture'

type Props = { name: string; /** A file in content/images/people/. */ photo?: string | undefined; className?: string }

/**
 * A person's photo as an 80 px circle, or the placeholder icon of people without one (an author's card and page, a
 * team's cards). alt="": their name is always written beside it, and a screen reader would read it twice.
 */
export function PersonPhoto({ name, photo, className }: Props) {
  return photo ? (
    <Photo image={personPhoto(photo, name)} alt="" sizes="80px" className={className} />
  ) : (
    <IconBadge look="portrait" aria-hidden="true" className={className}>
      <UserRound size={44} />
    </IconBadge>
  )
}

const Photo = styled(Picture)`
  display: block;
  img {
    display: block;
    width: 80px;
    height: 80px;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radii.pill};
  }
`
