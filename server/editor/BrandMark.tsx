import { LogoMark } from '../../components/shell/Logo'
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
      <svg viewBox="0 2 36 36" width="28" height="28" aria-hidden="true" focusable="false">
        <LogoMark mark={colors.logoMark} letter={colors.logoLetter} />
      </svg>
    </a>
  )
}
