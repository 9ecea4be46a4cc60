import { css } from 'styled-components'
import { below, media } from '../../renderer/theme'

/**
 * SearchBox's styles, keyed on its class names. The header renders them on the server (components/shell/Header.tsx);
 * they sit in a file of their own so that the island's code, which hydrates without styled-components, never imports them.
 */
export const searchBoxStyles = css`
  /* The expanded box is placed against the bar, so it can cover the bar's links while it is being typed in. */
  .nav-inner {
    position: relative;
  }
  /* Narrow phones: the logo shows its mark only, so the search fits beside Get Started and the menu button. */
  ${below.xs} {
    .nav-logo {
      width: 29px;
      overflow: hidden;
    }
    .nav-inner {
      gap: ${(p) => p.theme.space[2]};
    }
  }
  .sb {
    display: flex;
    align-items: center;
    flex-shrink: 0;
  }
  .search-form--header {
    position: relative;
    width: ${(p) => p.theme.sizes.tapTarget};
    height: ${(p) => p.theme.sizes.tapTarget};
    ${media.nav} {
      width: 40px;
      height: 40px;
    }
  }
  .search-form--header .search-form-field {
    position: absolute;
    inset: 0;
  }
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
    &::placeholder {
      color: ${(p) => p.theme.colors.muted};
    }
    &:hover {
      border-color: ${(p) => p.theme.colors.subtle};
    }
    /* The browser's own clear button has no room in the closed box. */
    &::-webkit-search-cancel-button {
      display: none;
    }
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
  .search-form--header .search-form-submit {
    display: none;
  }
  /* Focused: the icon widens into a box over the bar (the whole bar on phones), with its search button. */
  .search-form--header:focus-within {
    position: static;
    .search-form-field {
      z-index: 1;
      /* On phones it stops short of the menu button, which stays in sight and usable (the open menu's Close button
         while a search is typed over it), and which would otherwise lie over the box's search button. */
      inset: 50% calc(${(p) => p.theme.space[4]} + ${(p) => p.theme.sizes.tapTarget} + ${(p) => p.theme.space[2]}) auto
        ${(p) => p.theme.space[4]};
      height: ${(p) => p.theme.sizes.tapTarget};
      transform: translateY(-50%);
      ${media.nav} {
        left: auto;
        right: ${(p) => p.theme.space[3]};
        width: min(24rem, 60%);
      }
      ${media.xl} {
        right: ${(p) => p.theme.space[6]};
      }
    }
    .search-form-input {
      padding: 0 ${(p) => p.theme.space[12]} 0 ${(p) => p.theme.space[10]};
      background: ${(p) => p.theme.colors.surface};
      border-color: ${(p) => p.theme.colors.primary};
      box-shadow: ${(p) => p.theme.shadows.md};
      cursor: text;
    }
    .search-form-icon {
      left: ${(p) => p.theme.space[3]};
      transform: translateY(-50%);
      color: ${(p) => p.theme.colors.muted};
    }
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
