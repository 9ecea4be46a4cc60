import { newsletter } from '../../../content/newsletter'

export default newsletter.checkInbox.body
