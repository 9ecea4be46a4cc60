import { site } from '../../content/site'

/** 'Privacy Policy | E THE REAL' */
export function pageTitle(title: string) {
  return `${title} | ${site.brand}`
}
