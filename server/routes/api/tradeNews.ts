import type { FastifyInstance } from 'fastify'
import { tradeNews } from '../../../content/tradeNews'
import type { ServerConfig } from '../../config'
import { TradeNews, type TradeNewsOptions } from '../../tradeNews/TradeNews'
import { compressedOnce, sendVariant } from '../../site/encodings'

/** GET /api/trade-news: `[{ title, url, source }]`, newest first, at most 5; answered from memory, never waiting for a feed. */
export async function tradeNewsRoute(
  app: FastifyInstance,
  { config, tuning }: { config: ServerConfig; tuning?: Partial<TradeNewsOptions> },
) {
  const news = new TradeNews(tradeNews, {
    feeds: config.tradeNewsFeeds,
    siteUrl: config.siteUrl,
    timeoutMs: config.tradeNewsTimeoutMs,
    log: app.log,
    ...tuning,
  })
  app.addHook('onReady', async () => void news.refresh())
  app.addHook('onClose', async () => news.close())

  // The same list for everyone until a feed brings news: compressed once for each list.
  const compressed = compressedOnce<ReturnType<typeof news.items>>()
  app.get('/api/trade-news', async (req, reply) => {
    reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=600')
    return sendVariant(req, reply, compressed(news.items()), 'application/json; charset=utf-8')
  })
}
