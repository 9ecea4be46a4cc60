import { styled } from 'styled-components'
import { media } from '../../renderer/theme'
import { type ButtonLook, buttonStyles } from '../Button'

export const Form = styled.form`
  padding: ${(p) => p.theme.space[6]};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.md};
  color: ${(p) => p.theme.colors.text};
  ${media.md} { padding: ${(p) => p.theme.space[8]}; }
`

export const Note = styled.p`
  margin: 0 0 ${(p) => p.theme.space[5]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.muted};
`

export const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[5]};
  ${media.sm} { grid-template-columns: 1fr 1fr; }
`

export const Field = styled.div<{ $wide: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  ${media.sm} { grid-column: ${(p) => (p.$wide ? '1 / -1' : 'auto')}; }
  label { margin-bottom: ${(p) => p.theme.space[1]}; font-weight: 600; font-size: ${(p) => p.theme.fontSizes.sm}; color: ${(p) => p.theme.colors.ink}; }
  input, textarea {
    width: 100%;
    padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
    border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.line)};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => (p.$invalid ? p.theme.colors.dangerSoft : p.theme.colors.surfaceAlt)};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    transition: border-color ${(p) => p.theme.motion.fast}, background ${(p) => p.theme.motion.fast};
  }
  input::placeholder, textarea::placeholder { color: ${(p) => p.theme.colors.subtle}; }
  input:focus, textarea:focus { outline: none; border-color: ${(p) => p.theme.colors.primary}; background: ${(p) => p.theme.colors.surface}; box-shadow: 0 0 0 3px ${(p) => p.theme.colors.primarySoft}; }
  textarea { resize: vertical; min-height: 7.5rem; }
`

/** Always in the DOM (the no-JS contract's error slot); takes a line even when empty, so messages cause no shift. */
export const FieldError = styled.p`
  min-height: 1.5em;
  margin: ${(p) => p.theme.space[1]} 0 ${(p) => p.theme.space[1]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.danger};
`

/** The no-JS answer's message about the whole form (too many messages, not saved…); takes no room when empty. */
export const FormError = styled.p`
  margin: 0 0 ${(p) => p.theme.space[5]};
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
  border: 1px solid ${(p) => p.theme.colors.danger};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.dangerSoft};
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
  &:empty { display: none; }
`

export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[4]};
  margin-top: ${(p) => p.theme.space[3]};
  small { color: ${(p) => p.theme.colors.muted}; font-size: ${(p) => p.theme.fontSizes.sm}; }
`

export const Submit = styled.button<ButtonLook>`
  ${buttonStyles}
`
