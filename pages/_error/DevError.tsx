import { styled } from 'styled-components'
import { capsLabel } from '../../components/capsLabel'

/**
 * `npm run dev` only: why the page could not render (an MDX component that does not exist, an error in a component),
 * as the terminal prints it, with paths from the project's folder. A content file that does not load at all is shown
 * by scripts/mdx/devContentErrors.ts instead, before any page renders. Pages reload by themselves when a file is saved.
 */
export function DevError({ error }: { error: unknown }) {
  const message = (error instanceof Error ? error.message : String(error))
    .replace(colours, '')
    // The line Vike puts before the message for its log ("4:11 AM [vike][request-5] Following error was thrown by …").
    .replace(/^.*\[vike\].*\n/, '')
    .replace(/\/\S*?\/((?:content|components|pages|renderer)\/)/g, '$1')
  return (
    <Box role="alert">
      <Tag>Preview · the page did not render</Tag>
      <Message>{message}</Message>
    </Box>
  )
}

// Terminal colour codes, which Vike adds to the message for its log.
const colours = /\u001b\[[0-9;]*m/g

const Box = styled.div`
  max-width: 52rem;
  margin: 0 auto ${(p) => p.theme.space[8]};
  padding: ${(p) => p.theme.space[5]} ${(p) => p.theme.space[6]};
  border: 1px solid ${(p) => p.theme.colors.line};
  border-left: 4px solid ${(p) => p.theme.colors.danger};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  text-align: left;
`

const Tag = styled.p`
  margin-bottom: ${(p) => p.theme.space[2]};
  color: ${(p) => p.theme.colors.danger};
  ${capsLabel('sm', 'tight')}
`

const Message = styled.pre`
  margin: 0;
  font-family: ${(p) => p.theme.fonts.mono};
  font-size: ${(p) => p.theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`
