import { useState } from 'react'
export default function Demo({ label }: { label: string }) {
  const [n, setN] = useState(0)
  return <button type="button" onClick={() => setN(n + 1)}>{label} {n}</button>
}
