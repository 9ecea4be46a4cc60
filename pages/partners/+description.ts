import { partnersPage } from '../../content/partnersPage'
export default partnersPage.description
