import { newsletter } from '../../../content/newsletter'

export default newsletter.unsubscribe.body
