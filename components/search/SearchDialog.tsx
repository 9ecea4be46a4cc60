import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { popularPages } from '../../content/popularPages'
import { fill, searchText } from '../../content/search'
import type { SearchResult } from '../../server/search/SearchIndex'
import { trapTarget } from '../shell/focusTrap'
import { snippetParts } from './highlight'
import { SearchIcon } from './SearchForm'

export type SearchDialogProps = {
  /** What the visitor has typed so far (in the header's box, which keeps focus until the dialog takes it). */
  typedQuery: () => string
  onClose: () => void
}

/** Wait this long after the last keystroke before asking the server. */
const DEBOUNCE_MS = 150
const LIMIT = 8

type Option = { url: string; title: string; heading?: string; snippet?: SearchResult['snippet'] }
type State = {
  status: 'idle' | 'loading' | 'done' | 'error'
  query: string
  options: Option[]
  correctedQuery?: string
}

const suggestions: Option[] = popularPages.links.map((p) => ({ url: p.href, title: p.name }))

/** Goes to a result; on the same page only the hash changes, and the page's own anchor scrolling takes over. */
function go(url: string) {
  window.location.assign(url)
}

/**
 * The search dialog (loaded on first use by SearchBox): a modal over the page, full-screen on phones, with a WAI-ARIA
 * combobox: results show as you type (debounced; an answer to an older query is dropped), the arrow keys choose one,
 * Enter opens it (or, with none chosen, the full results page), Escape closes and focus returns to where it was.
 * A live region announces how many results there are.
 */
export function SearchDialog({ typedQuery, onClose }: SearchDialogProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState(typedQuery)
  const [state, setState] = useState<State>({ status: 'idle', query: '', options: suggestions })
  const [active, setActive] = useState(-1)

  // Before the browser handles another key: letters typed into the header's box while this rendered are taken over
  // with focus, so a fast typist loses none.
  const takeOverTyped = useEffectEvent(() => {
    setQuery(typedQuery())
    inputRef.current?.focus()
  })
  // Once, as the dialog opens: later letters go to its own box.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- what was typed is known only once this has rendered
  useLayoutEffect(() => takeOverTyped(), [])

  useEffect(() => {
    const input = inputRef.current
    input?.setSelectionRange(input.value.length, input.value.length)
    // The page behind must not scroll under the finger while the search covers it.
    const html = document.documentElement
    html.style.overflow = 'hidden'
    return () => void (html.style.overflow = '')
  }, [])

  useEffect(() => {
    const q = query.trim()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- an emptied box drops the results of the last query at once
    if (!q) return setState({ status: 'idle', query: '', options: suggestions })
    const controller = new AbortController()
    setState((s) => ({ ...s, status: 'loading' }))
    const timer = setTimeout(() => {
      fetch(`/api/search?q=${encodeURIComponent(q)}&limit=${LIMIT}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
        .then((answer: { results: SearchResult[]; correctedQuery?: string }) => {
          setState({ status: 'done', query: q, options: answer.results, correctedQuery: answer.correctedQuery })
          setActive(-1)
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'error', query: q, options: [] })
          else void error
        })
    }, DEBOUNCE_MS)
    // A newer keystroke cancels this one's request, so a slow, older answer never replaces a newer one.
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query])

  const options = state.options
  const optionId = (i: number) => `${id}-option-${i}`
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
  })
  const listId = `${id}-results`

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      onClose()
    } else if (e.key === 'Tab') {
      const nodes = [...(dialogRef.current?.querySelectorAll<HTMLElement>('input, button, a[href]') ?? [])]
      const target = trapTarget(nodes, document.activeElement as HTMLElement | null, e.shiftKey)
      if (target) {
        e.preventDefault()
        target.focus()
      }
    }
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
      if (chosen) go(chosen.url)
      else if (query.trim()) go(`/search?q=${encodeURIComponent(query.trim())}`)
    }
  }

  const announcement =
    state.status === 'loading'
      ? searchText.loading
      : state.status === 'error'
        ? searchText.unavailable
        : state.status === 'done' && options.length === 0
          ? fill(searchText.noResults, { query: state.query })
          : state.status === 'done'
            ? `${fill(options.length === 1 ? searchText.oneResultFor : searchText.resultsFor, { query: state.query, count: options.length })}${
                state.correctedQuery ? `. ${fill(searchText.correctedTo, { query: state.correctedQuery })}` : ''
              }`
            : ''

  return (
    <div className="sd-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="sd"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        ref={dialogRef}
        onKeyDown={onKeyDown}
      >
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
          <button className="sd-close" type="button" onClick={onClose}>
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
          >
            {options.map((o, i) => (
              <li
                key={o.url}
                id={optionId(i)}
                className="sd-option"
                role="option"
                aria-selected={i === active}
                onMouseMove={() => setActive(i)}
                onClick={() => go(o.url)}
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
