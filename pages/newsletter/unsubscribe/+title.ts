import { newsletter } from '../../../content/newsletter'
import { site } from '../../../content/site'

export default `${newsletter.unsubscribe.title} | ${site.brand}`
