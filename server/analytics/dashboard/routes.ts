import type { FastifyInstance } from 'fastify'
import type { privacyPolicyVersions } from '../../newsletter/policyInForce'
import type { AnalyticsStore } from '../AnalyticsStore'
import type { Counting } from '../Counting'

export type DashboardOptions = {
  store: AnalyticsStore
  passwordHash?: string
  counting: Counting
  versions: ReturnType<typeof privacyPolicyVersions>
  now: () => Date
}

export async function dashboardRoutes(app: FastifyInstance, o: DashboardOptions) {
  app.get('/analytics', async () => o.store.report('2000-01-01', '2100-01-01'))
}
