import type { ComponentPropsWithoutRef } from 'react'
import { styled } from 'styled-components'

/** h2/h3 with a '#' link to themselves (ids come from scripts/mdx/remarkLongForm.ts). */
function make(level: 'h2' | 'h3') {
  function Heading({ id, children, ...rest }: ComponentPropsWithoutRef<'h2'>) {
    return (
      <H as={level} id={id} {...rest}>
        {children}
        {id && (
          <Anchor href={`#${id}`} aria-label={`Link to this section`}>
            #
          </Anchor>
        )}
      </H>
    )
  }
  Heading.displayName = level
  return Heading
}

export const H2 = make('h2')
export const H3 = make('h3')

const Anchor = styled.a.withConfig({ componentId: 'MdxHeading_Anchor' })`
  margin-left: ${(p) => p.theme.space[2]};
  color: ${(p) => p.theme.colors.subtle};
  text-decoration: none;
  font-weight: 400;
  opacity: 0;
  transition: opacity ${(p) => p.theme.motion.fast};
  &:focus-visible { opacity: 1; }
`
const H = styled.h2.withConfig({ componentId: 'MdxHeading' })`
  scroll-margin-top: 80px;
  &:hover ${Anchor} { opacity: 1; }
`
