import type { ShareCardSpec } from '../../components/seo/shareCard'
export function drawShareCard(spec: ShareCardSpec): Promise<Buffer>
