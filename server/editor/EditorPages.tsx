import { editorText as text } from '../../content/editor'
import { OperatorShell, htmlPage } from '../operators/OperatorPages'
import type { Role } from '../operators/auth'
import type { Unpublished } from './gitCheckout'

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ')

/**
 * /editor: the way into Keystatic's page, what was saved and is not on the site yet (who, when, which files), and the
 * button that publishes it; `message` says how the last publish went. On a writer's own checkout (`pushBranch`), no
 * button: publishing is their `git push` of that branch.
 */
export function editorHomePage({
  operator,
  csrf,
  unpublished,
  message,
  pushBranch,
}: {
  operator: { name: string; roles: readonly Role[] }
  csrf: string
  unpublished: Unpublished[]
  message?: string
  pushBranch?: string
}) {
  return htmlPage(
    <OperatorShell title={text.home.title} heading={text.home.title} csrf={csrf}>
      <main>
        {message && (
          <p className="notice" role="status">
            {message}
          </p>
        )}
        <section>
          <h2>{operator.name}</h2>
          <p>{text.home.intro}</p>
          <a className="button" href="/keystatic">
            {text.home.open}
          </a>
          {operator.roles.includes('legal') && (
            <p>
              <a href="/editor/policies">{text.policy.link}</a>
            </p>
          )}
        </section>
        <section aria-labelledby="unpublished">
          <h2 id="unpublished">{text.home.unpublished}</h2>
          {unpublished.length ? (
            <>
              <div className="scroll">
                <table>
                  <thead>
                    <tr>
                      <th>{text.home.columns.when}</th>
                      <th>{text.home.columns.who}</th>
                      <th>{text.home.columns.what}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {unpublished.map((c) => (
                      <tr key={c.sha}>
                        <td>{when(c.date)}</td>
                        <td>{c.author}</td>
                        <td>{c.subject}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {!pushBranch && (
                <form method="post" action="/editor/publish">
                  <input type="hidden" name="_csrf" value={csrf} />
                  <p>
                    <button type="submit">{text.home.publish}</button>
                  </p>
                </form>
              )}
            </>
          ) : (
            <p className="empty">{text.home.none}</p>
          )}
          {pushBranch && <p>{text.home.pushToPublish(pushBranch)}</p>}
        </section>
      </main>
    </OperatorShell>,
  )
}

/** A page that says one thing: why a preview could not be shown (the build's words), or that there is nothing to show. */
export function editorMessagePage({ title, message }: { title: string; message: string }) {
  return htmlPage(
    <OperatorShell title={title} heading={text.home.title}>
      <main>
        <section className="notice">
          <h2>{title}</h2>
          {message.split('\n').map((line, i) => (
            <p key={i}>{line}</p>
          ))}
          <a href="/editor">{text.home.title}</a>
        </section>
      </main>
    </OperatorShell>,
  )
}
