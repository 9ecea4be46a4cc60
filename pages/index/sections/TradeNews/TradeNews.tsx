import { tradeNews } from '../../../../content/home'
import { island } from '../../../../components/Island'
import TradeNewsTicker from '../../../../components/islands/TradeNewsTicker/TradeNewsTicker'

const TradeNewsIsland = island('TradeNewsTicker', TradeNewsTicker)

/** The ticker is an island: it shows up only once headlines have arrived. */
export function TradeNews() {
  return <TradeNewsIsland label={tradeNews.label} />
}
