import { newsletter } from '../../../content/newsletter'

export default newsletter.confirm.body
