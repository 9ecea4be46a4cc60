import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { popularPages } from '../../content/popularPages'
import { fill } from '../../content/fill'
import { searchText } from '../../content/search'
import type { SearchAnswer, SearchResult } from '../../server/search/SearchIndex'
import { trapTarget } from '../shell/focusTrap'
import { lockScroll } from '../shell/scrollLock'
import { snippetParts } from './highlight'
import { SearchIcon } from './SearchForm'

export type SearchDialogProps = {
  /**
   * What the visitor has typed so far (in the header's box, which keeps focus until the dialog takes it), and what is
   * selected there (all of it, after a press on the box that nothing was typed after): the dialog's box goes on from it.
   */
  typed: () => { query: string; selection: [start: number, end: number] }
  /** Closes the dialog; `followed` when it closes for a chosen result (focus then goes where the result leads). */
  onClose: (followed?: boolean) => void
}

/** Wait this long after the last keystroke before asking the server. */
const DEBOUNCE_MS = 150
const LIMIT = 8

type Option = { url: string; title: string; heading?: string; snippet?: SearchResult['snippet'] }
type State = {
  status: 'idle' | 'loading' | 'done' | 'error'
  query: string
  options: Option[]
  /** How many results there are in all (the list shows the first LIMIT). */
  total?: number
  correctedQuery?: string
  /** Why the search failed, in the server's words when it gave them (too many searches), or 'not available'. */
  error?: string
}

const suggestions: Option[] = popularPages.links.map((p) => ({ url: p.href, title: p.name }))

/**
 * Follows a result as a link on the page is followed: the page's own anchor handling (components/shell/hashNavigation.ts)
 * scrolls to a section of this page, smoothly and below the header, and moves focus there; another page is loaded.
 */
function follow(url: string) {
  const link = document.createElement('a')
  link.href = url
  document.body.append(link)
  link.click()
  link.remove()
}

/** A search the server refused, with its own words (`{ message }`: too many searches…), else 'not available'. */
class Refused extends Error {}
async function refusal(res: Response): Promise<Refused> {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null
  return new Refused(typeof body?.message === 'string' && body.message.trim() ? body.message : searchText.unavailable)
}

/**
 * The search dialog (loaded on first use by SearchBox): a modal over the page, full-screen on phones, with a WAI-ARIA
 * combobox: results show as you type (debounced; an answer to an older query is dropped), the arrow keys choose one,
 * Enter opens it (or, with none chosen, the full results page), Escape closes and focus returns to where it was.
 * A live region announces how many results there are. While it is open, Escape and Tab are its own wherever focus is:
 * nothing behind it (the phone menu's own focus trap) answers them.
 */
export function SearchDialog({ typed, onClose }: SearchDialogProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState(() => typed().query)
  const [state, setState] = useState<State>({ status: 'idle', query: '', options: suggestions })
  // The highlighted option, by the page it leads to, and whether it was chosen among results or the popular pages. A
  // newer answer that still holds that page keeps it chosen (a visitor may arrow down while the last letter's results
  // load); the popular pages again, in an emptied box, have none chosen, so Enter never opens a page the visitor did not
  // choose.
  const [highlight, setHighlight] = useState<{ url?: string; amongResults: boolean }>({ amongResults: false })

  // Before the browser handles another key: letters typed into the header's box while this rendered are taken over
  // with focus, so a fast typist loses none.
  const selection = useRef<[number, number]>(undefined)
  const takeOverTyped = useEffectEvent(() => {
    const { query: text, selection: range } = typed()
    selection.current = range
    setQuery(text)
    inputRef.current?.focus()
  })
  // Once, as the dialog opens: later letters go to its own box.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- what was typed is known only once this has rendered
  useLayoutEffect(() => takeOverTyped(), [])
  // The header box's selection, once the box shows what was taken over (at once, or after the render it asked for).
  useLayoutEffect(() => {
    const input = inputRef.current
    if (!selection.current || input?.value !== query) return
    input.setSelectionRange(...selection.current)
    selection.current = undefined
  }, [query])

  useEffect(() => {
    // The page behind must not scroll under the finger while the search covers it (nor after, while the menu does).
    return lockScroll()
  }, [])

  const close = useEffectEvent(() => onClose())
  // A layout effect, as the focus above is: a key pressed as soon as the box has focus is heard (a passive effect ran
  // after the browser had painted, and an Escape pressed in between was lost: seen in the browser suite).
  useLayoutEffect(() => {
    // On the document, before anything else hears them: Escape closes from wherever focus is, and Tab stays inside.
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault()
        e.stopPropagation()
        close()
      } else if (e.key === 'Tab') {
        e.stopPropagation()
        const nodes = [...(dialogRef.current?.querySelectorAll<HTMLElement>('input, button, a[href]') ?? [])].filter(
          (el) => el.getClientRects().length > 0,
        )
        const target = trapTarget(nodes, document.activeElement as HTMLElement | null, e.shiftKey)
        if (target) {
          e.preventDefault()
          target.focus()
        }
      }
    }
    document.addEventListener('keydown', onKey, true)
    return () => document.removeEventListener('keydown', onKey, true)
  }, [])

  useEffect(() => {
    const q = query.trim()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- an emptied box drops the results of the last query at once
    if (!q) return setState({ status: 'idle', query: '', options: [...suggestions] })
    const controller = new AbortController()
    setState((s) => ({ ...s, status: 'loading' }))
    const timer = setTimeout(() => {
      fetch(`/api/search?q=${encodeURIComponent(q)}&limit=${LIMIT}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      })
        .then(async (r) => (r.ok ? (r.json() as Promise<SearchAnswer>) : Promise.reject(await refusal(r))))
        .then((answer) => {
          const { results, total = results.length, correctedQuery } = answer
          setState({ status: 'done', query: q, options: results, total, correctedQuery })
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          // A network failure has no words of the server's.
          const said = error instanceof Refused ? error.message : searchText.unavailable
          setState({ status: 'error', query: q, options: [], error: said })
        })
    }, DEBOUNCE_MS)
    // A newer keystroke cancels this one's request, so a slow, older answer never replaces a newer one.
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query])

  const options = state.options
  const amongResults = state.status !== 'idle'
  const indexOf = (h: typeof highlight) =>
    h.url && h.amongResults === amongResults ? options.findIndex((o) => o.url === h.url) : -1
  const active = indexOf(highlight)
  /** Moves the highlight in the list shown, from where it is by the time this runs (keys may come faster than renders). */
  const setActive = (to: (index: number) => number) =>
    setHighlight((h) => ({ url: options[to(indexOf(h))]?.url, amongResults }))
  const optionId = (i: number) => `${id}-option-${i}`
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
  })
  const listId = `${id}-results`

  /** Closes the dialog first, so the page can scroll and take focus, then follows the result. */
  function choose(url: string) {
    onClose(true)
    setTimeout(() => follow(url))
  }

  function onInputKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (options.length === 0) return
      const n = options.length
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % n : a <= 0 ? n - 1 : a - 1))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const chosen = options[active]
      if (chosen) choose(chosen.url)
      else if (query.trim()) choose(`/search?q=${encodeURIComponent(query.trim())}`)
    }
  }

  const announcement =
    state.status === 'loading'
      ? searchText.loading
      : state.status === 'error'
        ? state.error
        : state.status === 'done' && options.length === 0
          ? fill(searchText.noResults, { query: state.query })
          : state.status === 'done'
            ? `${fill(state.total === 1 ? searchText.oneResultFor : searchText.resultsFor, { query: state.query, count: state.total })}${
                state.correctedQuery ? `. ${fill(searchText.correctedTo, { query: state.correctedQuery })}` : ''
              }`
            : ''

  return (
    <div
      className="sd-backdrop"
      onMouseDown={(e) => {
        if (e.target !== e.currentTarget) return
        // Not the press's own move of focus (to <body>): closing returns focus to where it was.
        e.preventDefault()
        onClose()
      }}
    >
      <div className="sd" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} ref={dialogRef}>
        <h2 className="visually-hidden" id={`${id}-title`}>
          {searchText.dialogTitle}
        </h2>
        <div className="sd-bar">
          <SearchIcon />
          <input
            ref={inputRef}
            className="sd-input"
            type="search"
            role="combobox"
            aria-label={searchText.label}
            aria-describedby={`${id}-help`}
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            placeholder={searchText.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button className="sd-close" type="button" onClick={() => onClose()}>
            {searchText.close}
          </button>
        </div>
        <p className="visually-hidden" id={`${id}-help`}>
          {searchText.instructions}
        </p>
        <p className="sd-status" role="status">
          {state.status === 'idle' ? popularPages.title : announcement}
        </p>
        {options.length > 0 && (
          <ul
            className="sd-results"
            id={listId}
            role="listbox"
            aria-label={state.status === 'idle' ? popularPages.title : searchText.dialogTitle}
            // Not a Tab stop of its own (a scrolling list is one by default): the box's arrows move in it, and a
            // press on an option leaves focus in the box.
            tabIndex={-1}
            onMouseDown={(e) => e.preventDefault()}
          >
            {options.map((o, i) => (
              <li
                key={o.url}
                id={optionId(i)}
                className="sd-option"
                role="option"
                aria-selected={i === active}
                onMouseMove={() => setActive(() => i)}
                onClick={() => choose(o.url)}
              >
                <span className="sd-title">{o.title}</span>
                {o.heading && <span className="sd-heading">{o.heading}</span>}
                {o.snippet && (
                  <span className="sd-snippet">
                    {snippetParts(o.snippet).map((p, k) => (p.match ? <mark key={k}>{p.text}</mark> : p.text))}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {state.status === 'done' && (
          <a className="sd-all" href={`/search?q=${encodeURIComponent(state.query)}`}>
            {fill(searchText.allResults, { query: state.query })}
          </a>
        )}
      </div>
    </div>
  )
}
