import { Mail, MessageSquareQuote } from 'lucide-react'
import { CtaBand } from '../../../components/CtaBand'
import { LinkButton } from '../../../components/LinkButton'
import { industryVoice } from '../../../content/industryVoice'

/** 'Share Your Experience': submitting opens an e-mail with a prepared subject; 'Contact Us' goes to /contact. */
export function ShareExperience() {
  const { heading, text, submitText, submitHref, contactText, contactHref } = industryVoice.share
  return (
    <CtaBand id="share-heading" icon={<MessageSquareQuote aria-hidden="true" size={40} />} heading={heading} text={text}>
      <LinkButton href={submitHref} $variant="accent">
        <Mail aria-hidden="true" size={18} /> {submitText}
      </LinkButton>
      <LinkButton href={contactHref} $variant="ghostOnDark">
        {contactText}
      </LinkButton>
    </CtaBand>
  )
}
