import { site } from '../../content/site'
// Placeholder: the full footer lands with the shell work.
export function Footer() {
  return <footer>© {new Date().getFullYear()} {site.copyrightHolder}</footer>
}
