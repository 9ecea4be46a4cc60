import { site } from '../../content/site'

// https://vike.dev/title
export default site.homeTitle
