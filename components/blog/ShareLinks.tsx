import { Mail } from 'lucide-react'
import { styled } from 'styled-components'
import { blogIndex } from '../../content/blogIndex'
import { fill } from '../../content/fill'
import { island } from '../Island'
import ShareSheet from '../islands/ShareSheet/ShareSheet'
import { SocialIcon } from '../shell/SocialIcon'
import { wrapRow } from '../layout'

const ShareSheetIsland = island('ShareSheet', ShareSheet)

type Props = { title: string; description: string; url: string }

/**
 * 'Share this article': links to LinkedIn's and X's own share pages and an e-mail, each a plain address holding the
 * article's, so nothing of theirs loads (no script, no counter, no request) until the reader picks one; and, on a
 * phone once the page is live, the browser's own share sheet.
 */
export function ShareLinks({ title, description, url }: Props) {
  const { share, shareOn, shareLabel, emailBody, shareSheet } = blogIndex.end
  const q = encodeURIComponent
  const links = [
    {
      name: shareOn.linkedIn,
      label: shareLabel.linkedIn,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
      icon: <SocialIcon name="linkedin" />,
    },
    {
      name: shareOn.x,
      label: shareLabel.x,
      href: `https://x.com/intent/post?text=${q(title)}&url=${q(url)}`,
      icon: <SocialIcon name="x" />,
    },
    {
      name: shareOn.email,
      label: shareLabel.email,
      href: `mailto:?subject=${q(title)}&body=${q(fill(emailBody, { description, url }))}`,
      icon: <Mail size={20} aria-hidden="true" />,
    },
  ]
  return (
    <Share aria-labelledby="share-title">
      <Title id="share-title">{share}</Title>
      <Links>
        {links.map((l) => (
          <li key={l.name}>
            <a
              href={l.href}
              aria-label={l.label}
              {...(l.href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {l.icon} {l.name}
            </a>
          </li>
        ))}
        <li>
          <ShareSheetIsland title={title} url={url} label={shareSheet} />
        </li>
      </Links>
    </Share>
  )
}

const Share = styled.section`
  ${wrapRow(3)}
  align-items: center;
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    min-height: ${(p) => p.theme.sizes.tapTarget};
    padding: ${(p) => `${p.theme.space[2]} ${p.theme.space[4]}`};
    border: 1px solid ${(p) => p.theme.colors.line};
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.ink};
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primaryDark};
  }
  button[hidden] {
    display: none;
  }
  /* The share sheet's place: only where a finger points, so a desktop never loads its code (the island wakes when its
     place comes into view, and a place not shown never does). */
  .share-sheet {
    display: none;
  }
  @media (pointer: coarse) {
    .share-sheet {
      display: inline-flex;
    }
  }
`
const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
`
const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.md};
  color: ${(p) => p.theme.colors.ink};
`
