import { island } from '../../components/Island'
import Demo from '../../components/Demo'
const DemoIsland = island('Demo', Demo)
export default function Page() {
  return <div><h1>Home</h1><DemoIsland label="Clicks" /></div>
}
