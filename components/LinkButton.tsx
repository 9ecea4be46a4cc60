import { css, styled } from 'styled-components'
import { searchIgnored } from './search/searchIgnored'

type Variant = 'accent' | 'primary' | 'outline' | 'ghostOnDark'

/** Shared look of button-like links and buttons. */
export const buttonStyles = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: ${(p) => p.theme.sizes.tapTarget};
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[6]};
  border-radius: ${(p) => p.theme.radii.pill};
  border: 2px solid transparent;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background ${(p) => p.theme.motion.fast}, color ${(p) => p.theme.motion.fast}, border-color ${(p) => p.theme.motion.fast};
  ${(p) => {
    const c = p.theme.colors
    switch (p.$variant ?? 'primary') {
      case 'accent':
        return `background: ${c.accent}; color: ${c.onAccent}; &:hover { background: ${c.accentDark}; }`
      case 'outline':
        return `background: transparent; color: ${c.primaryDark}; border-color: ${c.primary}; &:hover { background: ${c.primarySoft}; }`
      case 'ghostOnDark':
        return `background: transparent; color: ${c.onDark}; border-color: ${c.onDarkMuted}; &:hover { border-color: ${c.onDark}; }`
      default:
        return `background: ${c.primary}; color: ${c.onDark}; &:hover { background: ${c.primaryDark}; }`
    }
  }}
`

/** A link that looks like a button. */
export const LinkButton = styled.a.attrs(searchIgnored)<{ $variant?: Variant }>`
  ${buttonStyles}
`
