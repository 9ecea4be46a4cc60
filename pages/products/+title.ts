import { pageTitle } from '../../components/longform/pageTitle'
import { productsIndex } from '../../content/products'

export default pageTitle(productsIndex.title)
