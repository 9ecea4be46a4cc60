import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { operatorsText as text } from '../../content/operators'
import { DASHBOARD_CSS } from '../analytics/dashboard/styles'

// The operators' own pages (sign-in, refusals), in the dashboard's look: plain HTML, forms and links only, no script.

/** The page around every operators' page: the title bar and, when signed in, the sign-out button. */
export function OperatorShell({
  title,
  heading = text.title,
  csrf,
  children,
}: {
  title: string
  heading?: string
  /** The session's anti-forgery token; given when signed in (the sign-out form needs it). */
  csrf?: string
  children: ReactNode
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: DASHBOARD_CSS }} />
      </head>
      <body>
        <header>
          <div className="bar">
            <div>
              <h1>{heading}</h1>
              <p>E THE REAL</p>
            </div>
            {csrf && (
              <form method="post" action="/logout">
                <input type="hidden" name="_csrf" value={csrf} />
                <button type="submit">{text.logout}</button>
              </form>
            )}
          </div>
        </header>
        {children}
      </body>
    </html>
  )
}

export const htmlPage = (node: ReactNode) => `<!DOCTYPE html>${renderToStaticMarkup(node)}`

/** The sign-in form (and why it is shown again); `next` is where a right password leads. */
export function loginPage({ next, message, email }: { next: string; message?: string; email?: string }) {
  return htmlPage(
    <OperatorShell title={text.login.title}>
      <main>
        <form className="card login" method="post" action="/login">
          <h2>{text.login.title}</h2>
          {message && (
            <p className="alert" role="alert">
              {message}
            </p>
          )}
          <input type="hidden" name="next" value={next} />
          <label>
            {text.login.email}
            {/* text, not email: the old shared dashboard password signs in as `analytics` */}
            <input
              type="text"
              inputMode="email"
              name="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              defaultValue={email}
              required
            />
          </label>
          <label>
            {text.login.password}
            <input type="password" name="password" autoComplete="current-password" required />
          </label>
          <div>
            <button type="submit">{text.login.submit}</button>
          </div>
        </form>
      </main>
    </OperatorShell>,
  )
}

/** Why a request was refused (a role missing, a form that could not be checked), and a way on. */
export function refusedPage({ message, csrf }: { message: string; csrf?: string }) {
  return htmlPage(
    <OperatorShell title={text.refused.title} csrf={csrf}>
      <main>
        <section className="notice">
          <h2>{text.refused.title}</h2>
          <p>{message}</p>
          {!csrf && <a href="/login">{text.refused.signIn}</a>}
        </section>
      </main>
    </OperatorShell>,
  )
}

/** /login when signed in (where a sign-in leads unless it was asked for a page): who, and the pages there are. */
export function homePage({ name, roles, csrf }: { name: string; roles: string[]; csrf: string }) {
  return htmlPage(
    <OperatorShell title={text.title} csrf={csrf}>
      <main>
        <section>
          <h2>{text.home.signedInAs(name, roles.join(', '))}</h2>
          {roles.includes('analyst') && <a href="/analytics">{text.home.analytics}</a>}
          {(roles.includes('writer') || roles.includes('legal')) && <a href="/editor">{text.home.editor}</a>}
        </section>
      </main>
    </OperatorShell>,
  )
}
