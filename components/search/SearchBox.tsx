import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { useMenuStore } from '../../stores/useMenuStore'
import type { SearchDialogProps } from './SearchDialog'
import { SearchForm } from './SearchForm'
import { installSearchShortcuts, OPEN_ON_WAKE, OPEN_SEARCH_EVENT, takeFocusBeforeShortcut } from './searchShortcuts'

let dialogModule: Promise<ComponentType<SearchDialogProps>> | undefined
/** The dialog's code, requested once, when the visitor first focuses or opens the search (never at page load). */
const loadDialog = () => (dialogModule ??= import('./SearchDialog').then((m) => m.SearchDialog))

/**
 * The header's search (part of the NavBar island): a plain GET /search form, drawn as an icon that widens into a box
 * while focused (CSS only, so it works without JavaScript). Live, a click, typing, `/` or Ctrl/⌘+K opens the search
 * dialog, whose code loads on first focus or open. Closing the dialog returns focus to where it was.
 */
export function SearchBox() {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps>>()
  const [opened, setOpened] = useState<{ query: string; returnTo: HTMLElement | null }>()
  const inputRef = useRef<HTMLInputElement>(null)

  const preload = useCallback(() => void loadDialog().then((D) => setDialog(() => D)), [])
  const open = useCallback(
    (query: string, returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null) => {
      preload()
      setOpened((o) => o ?? { query, returnTo })
    },
    [preload],
  )

  useEffect(() => {
    // Focused before the island came alive: load the dialog now, and open it when a press or a shortcut asked for it.
    const input = inputRef.current
    if (input && document.activeElement === input) {
      if (input.hasAttribute(OPEN_ON_WAKE)) open(input.value, takeFocusBeforeShortcut() ?? input)
      else preload()
    }
    input?.removeAttribute(OPEN_ON_WAKE)
    installSearchShortcuts()
    const onShortcut = (e: Event) => {
      e.preventDefault()
      open(inputRef.current?.value ?? '')
    }
    document.addEventListener(OPEN_SEARCH_EVENT, onShortcut)
    return () => document.removeEventListener(OPEN_SEARCH_EVENT, onShortcut)
  }, [open, preload])

  const close = useCallback(
    (followed?: boolean) => {
      const returnTo = opened?.returnTo
      setOpened(undefined)
      if (inputRef.current) inputRef.current.value = ''
      // A chosen result leads elsewhere, focus with it: the phone menu it was opened over closes too.
      if (followed) useMenuStore.getState().close()
      else returnTo?.focus()
    },
    [opened],
  )

  /** What the box holds as the dialog takes focus, and what is selected there (or the query the dialog opened with). */
  const typed: SearchDialogProps['typed'] = () => {
    const box = inputRef.current
    const query = box?.value || opened?.query || ''
    const end = query.length
    return { query, selection: box?.value ? [box.selectionStart ?? end, box.selectionEnd ?? end] : [end, end] }
  }

  return (
    <div className="sb">
      <SearchForm
        id="site-search"
        variant="header"
        inputRef={inputRef}
        inputProps={{
          'aria-keyshortcuts': '/ Control+K Meta+K',
          onFocus: preload,
          // On press, not click. The press itself (focus, all the box holds selected) is searchShortcuts', live or
          // not: what the visitor types while the dialog's code arrives lands here, and the dialog takes it over as it
          // opens (typed), with what is selected there.
          onMouseDown: (e) => open(e.currentTarget.value, e.currentTarget),
          onInput: (e) => open(e.currentTarget.value),
        }}
      />
      {/* What the box holds when the dialog takes focus: letters typed while its code was loading are kept. */}
      {opened && Dialog && <Dialog typed={typed} onClose={close} />}
    </div>
  )
}
