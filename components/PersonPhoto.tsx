import { UserRound } from 'lucide-react'
import { styled } from 'styled-components'
import type { BlogAuthor } from '../../content/blogAuthors'
import { IconBadge } from '../IconBadge'
import { personPhoto } from '../images/contentImages'
import { Picture } from '../images/Picture'

/**
 * An author's photo as an 80 px circle, or the placeholder icon of people without one. alt="": their name is always
 * written beside it, and a screen reader would read it twice.
 */
export function AuthorPhoto({ author, className }: { author: BlogAuthor; className?: string }) {
  return author.photo ? (
    <Photo image={personPhoto(author.photo, author.name)} alt="" sizes="80px" className={className} />
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
