import { Section } from '../../components/Section'
import { SectionIntro } from '../../components/SectionHeader'
import { island } from '../../components/Island'
import { PageHero } from '../../components/PageHero'
import { partnerDirectory, partnerSpotlights } from '../../content/partnerDirectory'
import { partnersPage } from '../../content/partnersPage'
import { partners } from '../../content/partners'
import { PartnerCta } from './PartnerCta'
import LogoCarousel from '../../components/islands/PartnerCarousels/LogoCarousel'
import PartnerTabs from '../../components/islands/PartnerTabs/PartnerTabs'
import SpotlightCarousel from '../../components/islands/PartnerCarousels/SpotlightCarousel'

const LogoCarouselIsland = island('LogoCarousel', LogoCarousel)
const SpotlightCarouselIsland = island('SpotlightCarousel', SpotlightCarousel)
const PartnerTabsIsland = island('PartnerTabs', PartnerTabs)

export default function Page() {
  return (
    <>
      <PageHero
        crumbs={[{ name: partnersPage.breadcrumb, href: '/partners' }]}
        eyebrow={partnersPage.eyebrow}
        heading={partnersPage.heading}
        lead={partnersPage.lead}
      />
      <Section>
        <LogoCarouselIsland logos={partners.map((p) => ({ name: p.name, logo: p.logo }))} />
      </Section>
      <Section tone="alt">
        <SectionIntro>
          <h2 id="spotlight-heading">{partnersPage.spotlight.heading}</h2>
        </SectionIntro>
        <SpotlightCarouselIsland items={partnerSpotlights} />
      </Section>
      <Section aria-labelledby="directory-heading">
        <SectionIntro>
          <h2 id="directory-heading">{partnersPage.directory.heading}</h2>
        </SectionIntro>
        <PartnerTabsIsland groups={partnerDirectory} />
      </Section>
      <PartnerCta />
    </>
  )
}
