import type { TradeNewsItem } from './schemas/tradeNews'

/**
 * Headlines for the home page's trade-news ticker, merged by the server with the feeds in TRADE_NEWS_FEEDS.
 * Newest first is not required: the server sorts by date and sends the five newest.
 */
export const tradeNews = [
  {
    title: 'Duty drawback on re-exports: how to claim back up to 100% of tariffs paid',
    url: '/#strategies',
    source: 'E THE REAL',
    date: '2025-04-10',
  },
  {
    title: 'Digital Product Passports become mandatory for batteries in the EU from 2027',
    url: 'https://environment.ec.europa.eu/topics/waste-and-recycling/batteries_en',
    source: 'European Commission',
    date: '2025-03-18',
  },
  {
    title: 'WTO: global merchandise trade volume forecast revised as tariffs rise',
    url: 'https://www.wto.org/english/news_e/news_e.htm',
    source: 'WTO',
    date: '2025-04-16',
  },
  {
    title: 'Electronic bills of lading: the MLETR brings paperless trade to more jurisdictions',
    url: 'https://uncitral.un.org/en/texts/ecommerce/modellaw/electronic_transferable_records',
    source: 'UNCITRAL',
    date: '2025-02-20',
  },
  {
    title: 'Fr8lens adds rail legs to multimodal bookings with carbon reporting per shipment',
    url: '/#tech-stack',
    source: 'E THE REAL',
    date: '2025-01-28',
  },
] as const satisfies readonly TradeNewsItem[]
