// `npm run lint`: ESLint's and typescript-eslint's recommended rules (with type information) and React's hook rules.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  globalIgnores([
    'reports/',
    'dist/',
    'data/',
    'test-results/',
    'playwright-report/',
    '.lighthouse/',
    '.vite/',
    'public/assets/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: globals.node,
    },
    rules: {
      // Fastify plugins and hooks, and the message stores' shared interface, are async by contract even where an
      // implementation (SQLite's synchronous driver) has nothing to await.
      '@typescript-eslint/require-await': 'off',
      // Control characters are matched on purpose: they are stripped from form fields, terminal output and search text.
      'no-control-regex': 'off',
      // `declare global { namespace Vike { … } }` is how Vike's PageContext is extended.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // Plain JavaScript (some scripts, the browser scripts in public/) has no type information to lint with.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Functions handed to Playwright's page.evaluate run in the browser.
    files: ['scripts/audit/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['**/*.tsx', 'components/**', 'pages/**', 'renderer/**', 'stores/**'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    // Tests read untyped JSON and HTML and check its shape with their assertions; Playwright's fixtures are taken
    // by destructuring, so a test that needs none writes `{}`.
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      'no-empty-pattern': 'off',
    },
  },
)
