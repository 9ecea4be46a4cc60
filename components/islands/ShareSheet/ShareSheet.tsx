import { Share2 } from 'lucide-react'
import { useSyncExternalStore } from 'react'

type Props = { title: string; url: string; label: string }

const never = () => () => {}
/** Whether the browser has a share sheet of its own (the Web Share API): phones, tablets, some desktops. */
const hasShareSheet = () => typeof navigator.share === 'function'

/**
 * The browser's own share sheet for the article, beside the plain share links: a button that shows once the widget is
 * live, on a browser that has one. Its HTML is an empty place; without JavaScript there is nothing to press. A
 * reader who cancels the sheet is told nothing.
 */
export default function ShareSheet({ title, url, label }: Props) {
  const canShare = useSyncExternalStore(never, hasShareSheet, () => false)
  return (
    <span className="share-sheet">
      <button type="button" hidden={!canShare} onClick={() => void navigator.share({ title, url }).catch(() => {})}>
        <Share2 size={18} aria-hidden="true" /> {label}
      </button>
    </span>
  )
}
