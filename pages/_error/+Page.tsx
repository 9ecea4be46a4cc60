import { usePageContext } from 'vike-react/usePageContext'

export default function Page() {
  const { is404 } = usePageContext()
  return is404 ? (
    <section>
      <h1>404 Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <a href="/">Back to Home</a>
    </section>
  ) : (
    <section>
      <h1>Something went wrong</h1>
      <a href="/">Back to Home</a>
    </section>
  )
}
