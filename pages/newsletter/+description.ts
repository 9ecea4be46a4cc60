import { newsletter } from '../../content/newsletter'

export default newsletter.signUpPage.description
