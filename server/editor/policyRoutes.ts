// The legal team's new version of a policy, from the editor: what `npm run policy -- new-version` does, checked as the
// build checks it and saved as one commit with the person as its author, published from /editor like any other save.
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { editorText as text } from '../../content/editor'
import { today } from '../../content/policyDays'
import { checkContentFile } from '../../scripts/mdx/checkFile'
import { prepareNewVersion } from '../../scripts/policies/policyCli'
import { readPolicies } from '../../scripts/policies/readPolicies'
import { csrfTokenOf, requireRole } from '../operators/auth'
import { OPERATOR_PAGE_HEADERS } from '../operators/headers'
import { editorHomePage } from './EditorPages'
import { blobSha, SaveConflict, type Checkout } from './gitCheckout'
import { POLICY_FIELDS, policyVersionPage, type PolicyForm, type PolicyProblem } from './PolicyPages'

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The form as sent: every field a string (a checkbox left unticked is not sent). */
const formOf = (body: unknown): PolicyForm => {
  const b = (body ?? {}) as Record<string, unknown>
  const field = (name: string) => (typeof b[name] === 'string' ? b[name].trim() : '')
  return {
    policy: field('policy'),
    effective: field('effective'),
    published: field('published'),
    material: field('material') === 'true',
    changes: field('changes'),
  }
}

/** A line of the build's, placed beside the form's field it names ('updated' is set to the published date). */
const placed = ({ field, message }: { field?: string; message: string }): PolicyProblem => {
  const at = field === 'updated' ? 'published' : field
  return POLICY_FIELDS.find((f) => f === at) ? { field: at as PolicyProblem['field'], message } : { message }
}

/** GET and POST /editor/policies, for the legal team only; `checkout` is the editor's (gitCheckout.ts). */
export async function policyRoutes(app: FastifyInstance, checkout: Checkout) {
  const legal = { preHandler: requireRole('legal') }
  const policies = () => readPolicies(checkout.dir).policies.map(({ slug, title }) => ({ slug, title }))
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).headers(OPERATOR_PAGE_HEADERS).type('text/html; charset=utf-8').send(body)
  const form = (request: FastifyRequest, reply: FastifyReply, status: number, values: PolicyForm, more = {}) =>
    html(reply, status, policyVersionPage({ csrf: csrfTokenOf(request)!, policies: policies(), form: values, ...more }))

  app.get('/editor/policies', legal, async (request, reply) =>
    form(request, reply, 200, {
      policy: policies()[0]?.slug ?? '',
      effective: '',
      published: today(),
      material: false,
      changes: '',
    }),
  )

  app.post('/editor/policies', legal, async (request, reply) => {
    const values = formOf(request.body)
    const refuse = (problems: PolicyProblem[], status = 422) => form(request, reply, status, values, { problems })
    const policy = policies().find((p) => p.slug === values.policy)
    const problems: PolicyProblem[] = [
      ...(policy ? [] : [{ field: 'policy' as const, message: text.policy.unknown }]),
      ...(['effective', 'published'] as const)
        .filter((f) => !DATE.test(values[f]))
        .map((f) => ({ field: f, message: text.policy.date })),
    ]
    if (problems.length || !policy) return refuse(problems)

    const currentPath = `content/legal/${policy.slug}.mdx`
    // Read before the new version is made from it: a change after this is a conflict at the save, never lost.
    const inForce = fs.readFileSync(path.join(checkout.dir, currentPath))
    let files: ReturnType<typeof prepareNewVersion>
    try {
      files = prepareNewVersion(
        checkout.dir,
        { slug: policy.slug, effective: values.effective, material: values.material, published: values.published },
        values.changes,
      )
    } catch (error) {
      return refuse([{ message: (error as Error).message }])
    }
    const { archived, current } = files
    const found = [
      ...(await checkContentFile(current.path, current.contents, { root: checkout.dir, alongside: [archived] })),
      ...(await checkContentFile(archived.path, archived.contents, { root: checkout.dir, alongside: [current] })),
    ]
    // Both files' checks read the policy's versions: the same line comes once.
    const lines = [...new Map(found.map((p) => [p.message, p])).values()]
    if (lines.length) return refuse(lines.map(placed))

    const operator = request.operator!
    try {
      await checkout.save({
        files: [
          { path: archived.path, contents: Buffer.from(archived.contents), expected: null },
          { path: current.path, contents: Buffer.from(current.contents), expected: blobSha(inForce) },
        ],
        author: { name: operator.name, email: operator.email },
        message: text.policy.commit(policy.title, values.effective),
      })
    } catch (error) {
      if (error instanceof SaveConflict) return refuse([{ message: error.message }], 409)
      throw error
    }
    request.log.info({ operator: operator.email, files: [archived.path, current.path] }, 'editor: new policy version')
    return html(
      reply,
      200,
      editorHomePage({
        operator,
        csrf: csrfTokenOf(request)!,
        unpublished: await checkout.unpublished(),
        message: text.policy.saved(policy.title, values.effective),
      }),
    )
  })
}
