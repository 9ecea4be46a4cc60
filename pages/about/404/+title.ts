import { pageTitle } from '../../../components/longform/pageTitle'

export default pageTitle('Category Not Found')
