import { css } from 'styled-components'
import { below, media } from '../../renderer/theme'

/**
 * Styles of the header's search box and of the search dialog, keyed on their class names and rendered on the server
 * with the header (like headerStyles): the dialog's code loads on first use, its styles are already on the page.
 */
const box = css`
  /* The expanded box is placed against the bar, so it can cover the bar's links while it is being typed in. */
  .nav-inner { position: relative; }
  /* Narrow phones: the logo shows its mark only, so the search fits beside Get Started and the menu button. */
  ${below.xs} {
    .nav-logo { width: 29px; overflow: hidden; }
    .nav-inner { gap: ${(p) => p.theme.space[2]}; }
  }
  .sb { display: flex; align-items: center; flex-shrink: 0; }
  .search-form--header {
    position: relative;
    width: ${(p) => p.theme.sizes.tapTarget};
    height: ${(p) => p.theme.sizes.tapTarget};
    ${media.md} { width: 40px; height: 40px; }
  }
  .search-form--header .search-form-field { position: absolute; inset: 0; }
  .search-form--header .search-form-input {
    width: 100%;
    height: 100%;
    padding: 0 0 0 ${(p) => p.theme.sizes.tapTarget};
    border: 1px solid ${(p) => p.theme.colors.line};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.ink};
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.md};
    cursor: pointer;
    &::placeholder { color: ${(p) => p.theme.colors.muted}; }
    &:hover { border-color: ${(p) => p.theme.colors.subtle}; }
    /* The browser's own clear button has no room in the closed box. */
    &::-webkit-search-cancel-button { display: none; }
  }
  .search-form--header .search-form-icon {
    position: absolute;
    top: 50%;
    left: 50%;
    display: grid;
    transform: translate(-50%, -50%);
    color: ${(p) => p.theme.colors.ink};
    pointer-events: none;
  }
  .search-form--header .search-form-submit { display: none; }
  /* Focused: the icon widens into a box over the bar (the whole bar on phones), with its search button. */
  .search-form--header:focus-within {
    position: static;
    .search-form-field {
      z-index: 1;
      inset: 50% ${(p) => p.theme.space[4]} auto;
      height: ${(p) => p.theme.sizes.tapTarget};
      transform: translateY(-50%);
      ${media.md} { left: auto; right: ${(p) => p.theme.space[3]}; width: min(24rem, 60%); }
      ${media.lg} { right: ${(p) => p.theme.space[6]}; }
    }
    .search-form-input {
      padding: 0 ${(p) => p.theme.space[12]} 0 ${(p) => p.theme.space[10]};
      background: ${(p) => p.theme.colors.surface};
      border-color: ${(p) => p.theme.colors.primary};
      box-shadow: ${(p) => p.theme.shadows.md};
      cursor: text;
    }
    .search-form-icon { left: ${(p) => p.theme.space[3]}; transform: translateY(-50%); color: ${(p) => p.theme.colors.muted}; }
    .search-form-submit {
      position: absolute;
      top: 4px;
      right: 4px;
      bottom: 4px;
      display: inline-grid;
      place-items: center;
      width: 40px;
      border: 0;
      border-radius: ${(p) => p.theme.radii.sm};
      background: ${(p) => p.theme.colors.accent};
      color: ${(p) => p.theme.colors.onAccent};
      cursor: pointer;
    }
  }
`

const dialog = css`
  .sd-backdrop {
    position: fixed;
    z-index: ${(p) => p.theme.z.menu};
    inset: 0;
    display: flex;
    justify-content: center;
    align-items: flex-start;
    padding: 10vh ${(p) => p.theme.space[4]} ${(p) => p.theme.space[4]};
    background: rgba(6, 26, 46, 0.55);
    ${below.md} { padding: 0; }
  }
  .sd {
    display: flex;
    flex-direction: column;
    width: 100%;
    max-width: 40rem;
    max-height: 80vh;
    border-radius: ${(p) => p.theme.radii.lg};
    background: ${(p) => p.theme.colors.surface};
    box-shadow: ${(p) => p.theme.shadows.lg};
    overflow: hidden;
    /* Phones: the whole screen, so the keyboard and the results share it. */
    ${below.md} { max-width: none; height: 100%; max-height: none; border-radius: 0; }
  }
  .sd-bar {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space[3]};
    padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
    border-bottom: 1px solid ${(p) => p.theme.colors.line};
    color: ${(p) => p.theme.colors.muted};
  }
  .sd-input {
    flex: 1;
    min-width: 0;
    min-height: ${(p) => p.theme.sizes.tapTarget};
    border: 0;
    background: transparent;
    color: ${(p) => p.theme.colors.ink};
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.lg};
    &:focus-visible { outline: none; }
  }
  .sd-bar:focus-within { box-shadow: inset 0 -2px 0 ${(p) => p.theme.colors.focus}; }
  .sd-close {
    min-height: ${(p) => p.theme.sizes.tapTarget};
    padding: 0 ${(p) => p.theme.space[3]};
    border: 1px solid ${(p) => p.theme.colors.line};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.ink};
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
    cursor: pointer;
  }
  .sd-status {
    margin: 0;
    padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[5]} ${(p) => p.theme.space[1]};
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  .sd-results {
    flex: 1;
    margin: 0;
    padding: ${(p) => p.theme.space[2]};
    overflow-y: auto;
    overscroll-behavior: contain;
    list-style: none;
  }
  .sd-option {
    display: grid;
    gap: 2px;
    padding: ${(p) => p.theme.space[3]};
    border-radius: ${(p) => p.theme.radii.md};
    cursor: pointer;
    &[aria-selected='true'] { background: ${(p) => p.theme.colors.primarySoft}; box-shadow: inset 3px 0 0 ${(p) => p.theme.colors.primary}; }
  }
  .sd-title { color: ${(p) => p.theme.colors.primaryDark}; font-weight: 700; }
  .sd-heading { color: ${(p) => p.theme.colors.ink}; font-size: ${(p) => p.theme.fontSizes.sm}; font-weight: 600; }
  .sd-snippet {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.sm};
    overflow-wrap: anywhere;
    mark { padding: 0 1px; border-radius: ${(p) => p.theme.radii.sm}; background: ${(p) => p.theme.colors.accent}; color: ${(p) => p.theme.colors.ink}; }
  }
  .sd-all {
    display: block;
    padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[5]};
    border-top: 1px solid ${(p) => p.theme.colors.line};
    color: ${(p) => p.theme.colors.primaryDark};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
  }
`

export const searchStyles = css`
  ${box}
  ${dialog}
`
