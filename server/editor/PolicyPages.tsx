import type { ReactNode } from 'react'
import { editorText as text } from '../../content/editor'
import { OperatorShell, htmlPage } from '../operators/OperatorPages'

/** What the form was sent with (or starts with): the policy's slug, the dates yyyy-mm-dd, the summary. */
export type PolicyForm = { policy: string; effective: string; published: string; material: boolean; changes: string }
/** The fields of the form a problem can be shown beside; others are shown above it. */
export const POLICY_FIELDS = ['policy', 'effective', 'published', 'material', 'changes'] as const
type Field = (typeof POLICY_FIELDS)[number]
export type PolicyProblem = { field?: Field; message: string }

/**
 * /editor/policies: the legal team's new version of a policy. Refused, the form comes back as it was sent, each of the
 * build's words beside the field it is about (read out with it), the others above the form.
 */
export function policyVersionPage({
  csrf,
  policies,
  form,
  problems = [],
  message,
}: {
  csrf: string
  policies: { slug: string; title: string }[]
  form: PolicyForm
  problems?: PolicyProblem[]
  message?: string
}) {
  const about = (field: Field) => problems.filter((p) => p.field === field)
  const general = problems.filter((p) => !p.field)
  /** The field's hint and problems, by their ids, for aria-describedby. */
  const described = (field: Field, hint?: boolean) =>
    [hint && `${field}-hint`, about(field).length && `${field}-problem`].filter(Boolean).join(' ') || undefined
  const invalid = (field: Field) => (about(field).length ? true : undefined)
  const problemOf = (field: Field) =>
    about(field).length > 0 && (
      <div id={`${field}-problem`}>
        {about(field).map((p, i) => (
          <p className="problem" key={i}>
            {p.message}
          </p>
        ))}
      </div>
    )
  const field = (name: Field, label: ReactNode, control: ReactNode, hint?: string) => (
    <div className="field">
      {label}
      {control}
      {hint && (
        <p className="hint" id={`${name}-hint`}>
          {hint}
        </p>
      )}
      {problemOf(name)}
    </div>
  )
  /** A date of the version (yyyy-mm-dd), its label the frontmatter field's. */
  const dateField = (name: 'effective' | 'published', hint?: string) =>
    field(
      name,
      <label htmlFor={name}>{text.fields[name]!.label}</label>,
      <input
        id={name}
        type="date"
        name={name}
        defaultValue={form[name]}
        required
        aria-invalid={invalid(name)}
        aria-describedby={described(name, Boolean(hint))}
      />,
      hint,
    )
  return htmlPage(
    <OperatorShell title={text.policy.title} heading={text.home.title} csrf={csrf}>
      <main>
        <section aria-labelledby="new-version">
          <h2 id="new-version">{text.policy.title}</h2>
          <p>{text.policy.intro}</p>
          {(problems.length > 0 || message) && (
            <div className="alert" role="alert">
              <p>{message ?? text.policy.refused}</p>
              {general.map((p, i) => (
                <p key={i}>{p.message}</p>
              ))}
            </div>
          )}
          <form className="fields" method="post" action="/editor/policies">
            <input type="hidden" name="_csrf" value={csrf} />
            {field(
              'policy',
              <label htmlFor="policy">{text.policy.policy}</label>,
              <select
                id="policy"
                name="policy"
                defaultValue={form.policy}
                aria-invalid={invalid('policy')}
                aria-describedby={described('policy')}
              >
                {policies.map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {p.title}
                  </option>
                ))}
              </select>,
            )}
            {dateField('effective')}
            {dateField('published', text.policy.publishedHint)}
            {field(
              'material',
              <label className="check">
                <input
                  type="checkbox"
                  name="material"
                  value="true"
                  defaultChecked={form.material}
                  aria-invalid={invalid('material')}
                  aria-describedby={described('material', true)}
                />
                {text.fields.material!.label}
              </label>,
              null,
              text.fields.material!.description,
            )}
            {field(
              'changes',
              <label htmlFor="changes">{text.fields.changes!.label}</label>,
              <textarea
                id="changes"
                name="changes"
                rows={3}
                defaultValue={form.changes}
                required
                aria-invalid={invalid('changes')}
                aria-describedby={described('changes', true)}
              />,
              text.fields.changes!.description,
            )}
            <div>
              <button type="submit">{text.policy.submit}</button>
            </div>
          </form>
          <p>
            <a href="/editor">{text.home.title}</a>
          </p>
        </section>
      </main>
    </OperatorShell>,
  )
}
