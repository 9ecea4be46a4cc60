import { css } from 'styled-components'
import { below } from '../../renderer/theme'
import { chosenInForcedColors, edgeInForcedColors } from '../mediaStyles'

/**
 * SearchDialog's styles, keyed on its class names. The header renders them on the server (components/shell/Header.tsx);
 * they sit in a file of their own so that the island's code, which hydrates without styled-components, never imports them.
 */
export const searchDialogStyles = css`
  .sd-backdrop {
    position: fixed;
    z-index: ${(p) => p.theme.z.menu};
    inset: 0;
    display: flex;
    justify-content: center;
    align-items: flex-start;
    padding: 10vh ${(p) => p.theme.space[4]} ${(p) => p.theme.space[4]};
    background: ${(p) => p.theme.colors.overlay};
    ${below.md} {
      padding: 0;
    }
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
    ${edgeInForcedColors}
    overflow: hidden;
    /* Phones: the whole screen, so the keyboard and the results share it. */
    ${below.md} {
      max-width: none;
      height: 100%;
      max-height: none;
      border-radius: 0;
    }
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
    &:focus-visible {
      outline: none;
    }
  }
  .sd-bar:focus-within {
    box-shadow: inset 0 -2px 0 ${(p) => p.theme.colors.focus};
  }
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
    &[aria-selected='true'] {
      background: ${(p) => p.theme.colors.primarySoft};
      box-shadow: inset 3px 0 0 ${(p) => p.theme.colors.primary};
      ${chosenInForcedColors}
    }
  }
  .sd-title {
    color: ${(p) => p.theme.colors.primaryDark};
    font-weight: 700;
  }
  .sd-heading {
    color: ${(p) => p.theme.colors.ink};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
  }
  .sd-snippet {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.sm};
    overflow-wrap: anywhere;
    mark {
      padding: 0 1px;
      border-radius: ${(p) => p.theme.radii.sm};
      background: ${(p) => p.theme.colors.accent};
      color: ${(p) => p.theme.colors.onAccent};
    }
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
