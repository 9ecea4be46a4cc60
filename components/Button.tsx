import { css, styled } from 'styled-components'
import { searchIgnored } from './search/searchIgnored'

/** accent: the page's main call; primary: filled; outline: bordered, on light ground; onDark: bordered, on dark ground. */
export type ButtonVariant = 'accent' | 'primary' | 'outline' | 'onDark'
/** regular: a pill at the tap-target height; large: taller, with rounded corners (the home page's bands and the forms). */
export type ButtonSize = 'regular' | 'large'
export type ButtonLook = { $variant?: ButtonVariant; $size?: ButtonSize }

/** The button look, for a real `<button>` (a form's submit): `styled.button<ButtonLook>` with `${buttonStyles}`. */
export const buttonStyles = css<ButtonLook>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[2]};
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[6]};
  border: 2px solid transparent;
  text-decoration: none;
  cursor: pointer;
  transition: background ${(p) => p.theme.motion.fast}, border-color ${(p) => p.theme.motion.fast}, color ${(p) => p.theme.motion.fast};
  ${(p) => (p.$size === 'large' ? large : regular)}
  ${(p) => variants[p.$variant ?? 'primary']}
  &:disabled { opacity: 0.7; cursor: progress; }
`

/** A link that looks like a button: `<Button href="/contact" $variant="accent">`. */
export const Button = styled.a.attrs(searchIgnored)<ButtonLook>`
  ${buttonStyles}
`

const regular = css`
  min-height: ${(p) => p.theme.sizes.tapTarget};
  border-radius: ${(p) => p.theme.radii.pill};
  font-weight: 600;
`

const large = css`
  min-height: ${(p) => p.theme.sizes.largeButton};
  border-radius: ${(p) => p.theme.radii.md};
  font-weight: 650;
  font-size: ${(p) => p.theme.fontSizes.md};
  line-height: 1.2;
`

const variants = {
  accent: css`
    background: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.onAccent};
    &:hover { background: ${(p) => p.theme.colors.accentDark}; }
  `,
  primary: css`
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onDark};
    &:hover { background: ${(p) => p.theme.colors.primaryDark}; }
  `,
  outline: css`
    background: transparent;
    color: ${(p) => p.theme.colors.primaryDark};
    border-color: ${(p) => p.theme.colors.primary};
    &:hover { background: ${(p) => p.theme.colors.primarySoft}; }
  `,
  onDark: css`
    background: transparent;
    color: ${(p) => p.theme.colors.onDark};
    border-color: ${(p) => p.theme.colors.onDarkMuted};
    &:hover { border-color: ${(p) => p.theme.colors.onDark}; background: ${(p) => p.theme.colors.onDarkHover}; }
  `,
} satisfies Record<ButtonVariant, unknown>
