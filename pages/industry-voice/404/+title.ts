import { industryVoice } from '../../../content/industryVoice'
import { site } from '../../../content/site'
export default `${industryVoice.category.notFound} | ${site.brand}`
