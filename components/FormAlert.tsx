import { styled } from 'styled-components'

/**
 * A form's own alert: why a send failed, in the danger colours, in a `role="alert"` element the page holds from the
 * start (filled by the widget, or by the server for a form posted without JavaScript). It takes no room while empty.
 */
export const FormAlert = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
  border: 1px solid ${(p) => p.theme.colors.danger};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.dangerSoft};
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
  &:empty {
    display: none;
  }
`
