import { blogIndex } from '../../content/blogIndex'

export default blogIndex.description
