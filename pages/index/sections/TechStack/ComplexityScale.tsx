import { styled } from 'styled-components'
import { uiConstants } from '../../../../content/uiConstants'

/** Five dots, the first `value` filled. */
const complexityDots = uiConstants.complexityDots

export function ComplexityScale({ label, value }: { label: string; value: number }) {
  return (
    <Scale role="img" aria-label={`${label}: ${value} out of ${complexityDots}`}>
      <span aria-hidden>{label}</span>
      <Dots aria-hidden>
        {Array.from({ length: complexityDots }, (_, i) => (
          <Dot key={i} data-filled={i < value} data-keeps-colour />
        ))}
      </Dots>
    </Scale>
  )
}

const Scale = styled.div`
  display: flex;
  flex-wrap: wrap; /* the dots go under the label in a card too narrow for both (a zoomed-in phone) */
  gap: ${(p) => p.theme.space[2]};
  align-items: center;
  justify-content: space-between;
  margin-top: auto;
  padding-top: ${(p) => p.theme.space[4]};
  border-top: 1px solid ${(p) => p.theme.colors.line};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  color: ${(p) => p.theme.colors.muted};
`

const Dots = styled.span`
  display: inline-flex;
  gap: ${(p) => p.theme.space[1]};
`

const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.line};
  &[data-filled='true'] {
    background: ${(p) => p.theme.colors.primary};
  }
`
