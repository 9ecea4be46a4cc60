import { site } from '../content/site'

// https://vike.dev/Head — tags shared by every page; per-page title and description come from +title / +description.
export default function Head() {
  return (
    <>
      <meta name="theme-color" content="#0a2540" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="author" content={site.brand} />
    </>
  )
}
