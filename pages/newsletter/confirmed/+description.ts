import { newsletter } from '../../../content/newsletter'

export default newsletter.confirmed.body
