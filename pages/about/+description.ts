import { aboutIndex } from '../../content/aboutIndex'

export default aboutIndex.description
