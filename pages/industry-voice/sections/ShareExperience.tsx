import { Mail, MessageSquareQuote } from 'lucide-react'
import { CtaBand } from '../../../components/CtaBand'
import { Button } from '../../../components/Button'
import { industryVoice } from '../../../content/industryVoice'

/** 'Share Your Experience': submitting opens an e-mail with a prepared subject; 'Contact Us' goes to /contact. */
export function ShareExperience() {
  const { heading, text, submitText, submitHref, contactText, contactHref } = industryVoice.share
  return (
    <CtaBand
      id="share-heading"
      icon={<MessageSquareQuote aria-hidden="true" size={40} />}
      heading={heading}
      text={text}
    >
      <Button href={submitHref} $variant="accent">
        <Mail aria-hidden="true" size={18} /> {submitText}
      </Button>
      <Button href={contactHref} $variant="onDark">
        {contactText}
      </Button>
    </CtaBand>
  )
}
