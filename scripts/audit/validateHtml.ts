// Validates every HTML file in dist/client with html-validate (config: .htmlvalidate.json).
// The same problem in the shared shell shows on every page, so errors are grouped by rule, message and element.
import path from 'node:path'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { filesUnder } from '../lib/files'

export async function validateHtml(clientDir = path.resolve('dist/client')) {
  const validator = new HtmlValidate(new FileSystemConfigLoader())
  const groups = new Map<string, string[]>()
  let files = 0
  let count = 0
  for (const file of filesUnder(clientDir, '.html')) {
    files++
    const report = await validator.validateFile(file)
    for (const result of report.results)
      for (const m of result.messages) {
        if (m.severity !== 2) continue
        count++
        const key = `${m.message} (${m.ruleId}) at ${m.selector ?? `line ${m.line}`}`
        groups.set(key, [...(groups.get(key) ?? []), `${path.relative(process.cwd(), file)}:${m.line}:${m.column}`])
      }
  }
  const errors = [...groups].map(
    ([key, where]) => `${key} — ${where.length === 1 ? where[0] : `${where.length}× e.g. ${where[0]}`}`,
  )
  return { files, count, errors }
}
