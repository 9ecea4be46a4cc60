import { css, styled } from 'styled-components'
import { below, type Theme } from '../renderer/theme'
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
  ${below.xxs} {
    padding-inline: ${(p) => p.theme.space[4]};
  }
  border: 2px solid transparent;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${(p) => p.theme.motion.fast},
    border-color ${(p) => p.theme.motion.fast},
    color ${(p) => p.theme.motion.fast};
  ${(p) => sizes(p.theme)[p.$size ?? 'regular'] + variants(p.theme.colors)[p.$variant ?? 'primary']}
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`

/** A link that looks like a button: `<Button href="/contact" $variant="accent">`. */
export const Button = styled.a.attrs(searchIgnored)<ButtonLook>`
  ${buttonStyles}
`

const sizes = (t: Theme): Record<ButtonSize, string> => ({
  regular: `min-height: ${t.sizes.tapTarget}; border-radius: ${t.radii.pill}; font-weight: 600;`,
  large: `min-height: ${t.sizes.largeButton}; border-radius: ${t.radii.md}; font-weight: 650; font-size: ${t.fontSizes.md}; line-height: 1.2;`,
})

const variants = (c: Theme['colors']): Record<ButtonVariant, string> => ({
  accent: `background: ${c.accent}; color: ${c.onAccent}; &:hover { background: ${c.accentDark}; }`,
  primary: `background: ${c.primary}; color: ${c.onPrimary}; &:hover { background: ${c.primaryDark}; }`,
  outline: `background: transparent; color: ${c.primaryDark}; border-color: ${c.primary}; &:hover { background: ${c.primarySoft}; }`,
  onDark: `background: transparent; color: ${c.onDark}; border-color: ${c.onDarkMuted}; &:hover { border-color: ${c.onDark}; background: ${c.onDarkHover}; }`,
})
