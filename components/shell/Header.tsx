import { site } from '../../content/site'
// Placeholder: the full header (top bar, sticky nav, dropdowns, mobile menu) lands with the shell work.
export function Header() {
  return (
    <header>
      <a href="/">{site.brand}</a>
    </header>
  )
}
