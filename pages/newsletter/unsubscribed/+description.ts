import { newsletter } from '../../../content/newsletter'

export default newsletter.unsubscribed.body
