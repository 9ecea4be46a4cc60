import { site } from '../content/site'
export default site.description
