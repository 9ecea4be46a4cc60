import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { projectUntouched } from './projectUntouched'
import { tempDir } from './tempDirs'

// The run's check that no test wrote into the project's build or content (server/testing/globalSetup.ts), on a small
// project of its own: a git repository with a dist/ and a content/.
function project() {
  const root = tempDir('project-untouched')
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write('content/about.mdx', '# About\n')
  write('pages/index.ts', 'export {}\n')
  execFileSync('git', ['init', '--quiet'], { cwd: root })
  execFileSync('git', ['add', '.'], { cwd: root })
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.test', 'commit', '--quiet', '-m', 'first'], {
    cwd: root,
  })
  write('dist/client/index.html', '<h1>Home</h1>')
  write('dist/client/about/index.html', '<h1>About</h1>')
  return { root, write }
}

it('finds nothing when nothing of the build or the content changed, whatever else did', () => {
  const { root, write } = project()
  const untouched = projectUntouched(root)
  write('pages/index.ts', 'export const edited = true\n')
  write('test-results/x/error-context.md', 'what a failed browser test leaves')
  expect(() => untouched.check()).not.toThrow()
})

it('names a page of the build changed, one gone and one new, and a draft written into content/', () => {
  const { root, write } = project()
  const untouched = projectUntouched(root)
  write('dist/client/index.html', '<h1>Home, rebuilt</h1>')
  fs.rmSync(path.join(root, 'dist/client/about/index.html'))
  write('dist/client/new/index.html', '<h1>New</h1>')
  write('content/blog/draft.mdx', '---\ndate: 2026-02-30\n---\n')
  expect(() => untouched.check()).toThrow(
    'tests changed the project itself (4 path(s)): dist/client/about/index.html (gone), dist/client/index.html (changed), ' +
      'dist/client/new/index.html (new), git: ?? content/blog/draft.mdx (new)',
  )
})
