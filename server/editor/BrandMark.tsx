import { editorText } from '../../content/editor'
import { darkColors, lightColors } from '../../renderer/theme'

/**
 * The company's 'E' mark at the top of Keystatic's sidebar (its `ui.brand.mark`), in the scheme Keystatic shows: a link
 * back to the editor's home, /editor, where what is saved is published. Without it Keystatic's page leads nowhere else.
 */
export function BrandMark({ colorScheme }: { colorScheme: 'light' | 'dark' }) {
  const colors = colorScheme === 'dark' ? darkColors : lightColors
  return (
    <a href="/editor" aria-label={editorText.home.back} title={editorText.home.back} style={{ display: 'flex' }}>
      <svg viewBox="0 0 36 36" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" style={{ fill: colors.logoMark }} />
        <path d="M10.5 9.5h15v4.2H15.6v2.6h8.6v3.7h-8.6v2.6h9.9v4.2h-15z" style={{ fill: colors.logoLetter }} />
      </svg>
    </a>
  )
}
