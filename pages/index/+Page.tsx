import { Contact } from './sections/Contact/Contact'
import { Hero } from './sections/Hero/Hero'
import { Network } from './sections/Network/Network'
import { Partners } from './sections/Partners/Partners'
import { Products } from './sections/Products/Products'
import { Segments } from './sections/Segments/Segments'
import { Strategies } from './sections/Strategies/Strategies'
import { TariffBanner } from './sections/TariffBanner/TariffBanner'
import { TechStack } from './sections/TechStack/TechStack'
import { TradeNews } from './sections/TradeNews/TradeNews'

// The home page is a table of contents; header and footer come from the layout.
export default function Page() {
  return (
    <>
      <Hero />
      <Products />
      <TariffBanner />
      <Strategies />
      <Network />
      <Segments />
      <TechStack />
      <Partners />
      <TradeNews />
      <Contact />
    </>
  )
}
