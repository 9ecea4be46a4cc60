import { styled } from 'styled-components'

/**
 * The field a person never meets and a bot fills in (`website`): the contact and newsletter routes answer a post that
 * has it filled as they answer a person, and keep or send nothing of it. Off screen rather than hidden, so a bot that
 * skips hidden inputs still finds it.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <OffScreen aria-hidden="true">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </OffScreen>
  )
}

const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`
