import { industryVoice } from '../../content/industryVoice'
import { site } from '../../content/site'
export default `${industryVoice.title} | ${site.brand}`
