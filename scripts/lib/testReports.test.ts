import { expect, it } from 'vitest'
import { failedTests } from './testReports'

// What `npm test` prints last when a stage fails: the failed tests named, from the runners' JSON reports. The reports
// here are cut down from real ones (Vitest 4's and Playwright's, a failing test, a failing hook, a failing page check).
const vitest = {
  testResults: [
    {
      name: '/repo/scripts/a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'a passing one', status: 'passed', failureMessages: [] },
        {
          fullName: 'a failing one',
          status: 'failed',
          failureMessages: [
            'AssertionError: expected 1 to be 2 // Object.is equality\n    at /repo/scripts/a.test.ts:3:37',
          ],
        },
      ],
    },
    {
      name: '/repo/scripts/hook.test.ts',
      status: 'failed',
      message: 'the hook broke',
      assertionResults: [{ fullName: 'never runs', status: 'skipped', failureMessages: [] }],
    },
    { name: '/repo/scripts/fine.test.ts', status: 'passed', message: '', assertionResults: [] },
  ],
}
const playwright = {
  errors: [],
  suites: [
    {
      title: 'a.spec.ts',
      file: 'a.spec.ts',
      specs: [
        {
          title: 'a failing page check',
          tests: [
            {
              projectName: 'phone',
              status: 'unexpected',
              results: [
                {
                  duration: 900,
                  errors: [
                    {
                      message:
                        'Error: \u001b[2mexpect(\u001b[22m\u001b[31mreceived\u001b[39m\u001b[2m).\u001b[22mtoBe(expected)\n\nExpected: \u001b[32m"nope"\u001b[39m\nReceived: "E THE REAL"\n\n  at x',
                    },
                  ],
                },
              ],
            },
            { projectName: 'desktop', status: 'expected', results: [{ duration: 800, errors: [] }] },
          ],
        },
      ],
      suites: [
        {
          title: 'printed',
          file: 'a.spec.ts',
          specs: [{ title: 'skipped here', tests: [{ projectName: 'phone', status: 'skipped', results: [] }] }],
        },
      ],
    },
  ],
}

it('names each failed test with the gist of what it said, and a file that failed outside its tests', () => {
  expect(failedTests(vitest, playwright, '/repo')).toEqual([
    {
      file: 'scripts/a.test.ts',
      test: 'a failing one',
      said: 'AssertionError: expected 1 to be 2 // Object.is equality',
    },
    { file: 'scripts/hook.test.ts', test: '(the file)', said: 'the hook broke' },
    {
      file: 'tests/a.spec.ts',
      test: '[phone] a failing page check',
      said: 'Error: expect(received).toBe(expected) · Expected: "nope" · Received: "E THE REAL"',
    },
  ])
})

it('names nothing for runs that passed, or reports not written', () => {
  expect(failedTests({ testResults: [vitest.testResults[2]!] }, { suites: [] })).toEqual([])
  expect(failedTests(undefined, undefined)).toEqual([])
})
