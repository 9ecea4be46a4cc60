// Validates every HTML file in dist/client with html-validate (config: .htmlvalidate.json). Returns the error messages.
import fs from 'node:fs'
import path from 'node:path'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(full)
    else if (entry.name.endsWith('.html')) yield full
  }
}

/** @param {string} clientDir */
export async function validateHtml(clientDir = path.resolve('dist/client')) {
  const validator = new HtmlValidate(new FileSystemConfigLoader())
  const errors = []
  let files = 0
  for (const file of htmlFiles(clientDir)) {
    files++
    const report = await validator.validateFile(file)
    for (const result of report.results)
      for (const m of result.messages)
        if (m.severity === 2) errors.push(`${path.relative(process.cwd(), file)}:${m.line}:${m.column} ${m.message} (${m.ruleId})`)
  }
  return { files, errors }
}
