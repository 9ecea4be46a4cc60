import { newsletter } from '../../../content/newsletter'
import { site } from '../../../content/site'

export default `${newsletter.checkInbox.title} | ${site.brand}`
