import { styled } from 'styled-components'
import { Points } from '../../../../components/cards/Cards'

export const Details = styled(Points)`
  margin: ${(p) => p.theme.space[5]} 0;
`
