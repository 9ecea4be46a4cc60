import type { ComponentPropsWithoutRef } from 'react'
import { styled } from 'styled-components'

/**
 * h2/h3 whose text links to the heading itself, so a reader can copy a link to any section
 * (ids come from scripts/mdx/remarkLongForm.ts; a heading that shares its slug with the section around it links to
 * the section via `anchor`). The heading's accessible name stays its text: the "#" shown on hover and focus has empty
 * alternative text (generated content is read as part of the name otherwise: "Our offices#").
 */
function make(level: 'h2' | 'h3') {
  // `anchor`: the id of the section around the heading when the heading has none of its own (same slug).
  function Heading({ id, anchor, children, ...rest }: ComponentPropsWithoutRef<'h2'> & { anchor?: string }) {
    const target = id ?? anchor
    const Tag = level
    return (
      <Tag id={id} {...rest}>
        {target ? <SelfLink href={`#${target}`}>{children}</SelfLink> : children}
      </Tag>
    )
  }
  Heading.displayName = level
  return Heading
}

export const H2 = make('h2')
export const H3 = make('h3')

const SelfLink = styled.a`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '#' / '';
    margin-left: ${(p) => p.theme.space[2]};
    color: ${(p) => p.theme.colors.subtle};
    font-weight: 400;
    opacity: 0;
    transition: opacity ${(p) => p.theme.motion.fast};
  }
  &:hover::after,
  &:focus-visible::after {
    opacity: 1;
  }
`
