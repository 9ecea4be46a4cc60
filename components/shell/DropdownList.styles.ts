import { css } from 'styled-components'
import { currentPageMark } from './NavBar.styles'

/**
 * DropdownList's styles, keyed on its class names. The header renders them on the server (components/shell/Header.tsx);
 * they sit in a file of their own so that the island's code, which hydrates without styled-components, never imports them.
 */
export const dropdownListStyles = css`
  .dd-list {
    display: grid;
    gap: 2px;
  }
  .dd-link {
    display: block;
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
    border-radius: ${(p) => p.theme.radii.md};
    text-decoration: none;
    transition: background ${(p) => p.theme.motion.fast} ease;
    &:hover {
      background: ${(p) => p.theme.colors.primarySoft};
    }
    &:hover .dd-name {
      color: ${(p) => p.theme.colors.primaryDark};
    }
    &[aria-current] .dd-name {
      ${currentPageMark}
    }
  }
  .dd-name {
    display: block;
    color: ${(p) => p.theme.colors.ink};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 650;
    line-height: 1.35;
  }
  .dd-desc {
    display: block;
    margin-top: 2px;
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.xs};
    line-height: 1.45;
  }
  .dd-desc--clamp {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`
