import { NewTabLink } from '../NewTabLink'
import { partnersPage } from '../../content/partnersPage'

/** A partner's name, what it does and the way to its website, as the partner directory and the spotlight show them. */
export function PartnerBlurb({ partner }: { partner: { name: string; description: string; url: string } }) {
  return (
    <>
      <h3>{partner.name}</h3>
      <p>{partner.description}</p>
      <NewTabLink href={partner.url} hint={`of ${partner.name}`}>
        {partnersPage.visitText}
      </NewTabLink>
    </>
  )
}
