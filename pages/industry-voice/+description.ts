import { industryVoice } from '../../content/industryVoice'
export default industryVoice.description
