import { Handshake } from 'lucide-react'
import { CtaBand } from '../../components/CtaBand'
import { Button } from '../../components/Button'
import { partnersPage } from '../../content/partnersPage'

/** 'Interested in becoming a partner?': a mailto to the partnerships address with subject 'Partnership Inquiry'. */
export function PartnerCta() {
  const { heading, text, button, href } = partnersPage.cta
  return (
    <CtaBand id="partner-cta-heading" icon={<Handshake aria-hidden="true" size={40} />} heading={heading} text={text}>
      <Button href={href} $variant="accent">
        {button}
      </Button>
    </CtaBand>
  )
}
