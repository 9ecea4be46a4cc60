import { contactPage } from '../../../content/contactPage'
import { site } from '../../../content/site'

export default `${contactPage.thankYou.title} | ${site.brand}`
