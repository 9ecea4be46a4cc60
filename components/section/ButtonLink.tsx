import { css, styled } from 'styled-components'
import { searchIgnored } from '../search/searchIgnored'

export type ButtonVariant = 'accent' | 'primary' | 'outline' | 'ghostDark'

/** Shared look of buttons and button-like links, so forms and calls to action match. */
export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: 48px;
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[6]};
  border: 2px solid transparent;
  border-radius: ${(p) => p.theme.radii.md};
  font-weight: 650;
  font-size: ${(p) => p.theme.fontSizes.md};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background ${(p) => p.theme.motion.fast}, border-color ${(p) => p.theme.motion.fast}, color ${(p) => p.theme.motion.fast};
  ${(p) => {
    const c = p.theme.colors
    switch (p.$variant ?? 'primary') {
      case 'accent': return css`background: ${c.accent}; color: ${c.onAccent}; &:hover { background: ${c.accentDark}; }`
      case 'outline': return css`background: transparent; color: ${c.primaryDark}; border-color: ${c.primary}; &:hover { background: ${c.primarySoft}; }`
      case 'ghostDark': return css`background: transparent; color: ${c.onDark}; border-color: ${c.onDarkMuted}; &:hover { border-color: ${c.onDark}; background: rgba(255, 255, 255, 0.08); }`
      default: return css`background: ${c.primary}; color: ${c.onDark}; &:hover { background: ${c.primaryDark}; }`
    }
  }}
  &:disabled { opacity: 0.7; cursor: progress; }
`

export const ButtonLink = styled.a.attrs(searchIgnored)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`
