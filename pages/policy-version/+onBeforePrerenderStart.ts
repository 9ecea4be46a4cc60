import { asOfUrls, getPolicies } from '../../content/policies'

// https://vike.dev/onBeforePrerenderStart — every version of a policy with a history, and its copies for other days.
export default function onBeforePrerenderStart() {
  const versions = [...getPolicies().values()]
    .filter((p) => p.versions.length > 1)
    .flatMap((p) => p.versions.map((v) => v.url))
  return [...versions, ...asOfUrls().filter((u) => u.split('/').length === 5)]
}
