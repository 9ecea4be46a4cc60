import { contactPage } from '../../content/contactPage'

export default contactPage.description
