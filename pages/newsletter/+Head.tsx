// https://vike.dev/Head — pages reached from a form or an e-mail's link: never for search engines, nor the site search.
export default function Head() {
  return <meta name="robots" content="noindex" />
}
