import { pageTitle } from '../../components/longform/pageTitle'
import { blogIndex } from '../../content/blogIndex'

export default pageTitle(blogIndex.title)
