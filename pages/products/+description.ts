import { productsIndex } from '../../content/products'

export default productsIndex.description
