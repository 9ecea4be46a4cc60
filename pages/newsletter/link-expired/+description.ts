import { newsletter } from '../../../content/newsletter'

export default newsletter.expired.body
