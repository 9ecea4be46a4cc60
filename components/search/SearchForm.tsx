import type { InputHTMLAttributes, Ref } from 'react'
import { searchText } from '../../content/search'
import { StrokeIcon } from '../shell/icons'

type Props = {
  /** Prefix of the form's ids; each search box on a page has its own. */
  id: string
  /** Where it sits: the header bar, or the /search page's hero. Styles are keyed on `search-form--{variant}`. */
  variant: 'header' | 'page'
  /** The landmark's name: two search forms on one page need different ones. */
  landmark?: string
  inputRef?: Ref<HTMLInputElement>
  inputProps?: InputHTMLAttributes<HTMLInputElement>
}

/** lucide's 'search' icon (ISC licence), drawn without lucide's runtime: the header island is on every page. */
export function SearchIcon({ size = 20 }: { size?: number }) {
  return (
    <StrokeIcon size={size}>
      <path d="m21 21-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </StrokeIcon>
  )
}

/**
 * A plain search form, `GET /search?q=`: it works without JavaScript (the server answers with the results page).
 * No styled-components: the header's copy is part of an island that hydrates without its runtime.
 */
export function SearchForm({ id, variant, landmark = searchText.label, inputRef, inputProps }: Props) {
  return (
    <form
      className={`search-form search-form--${variant}`}
      role="search"
      aria-label={landmark}
      action="/search"
      method="get"
    >
      <label className="visually-hidden" htmlFor={`${id}-q`}>
        {searchText.label}
      </label>
      <div className="search-form-field">
        {variant === 'header' && (
          <span className="search-form-icon">
            <SearchIcon />
          </span>
        )}
        <input
          ref={inputRef}
          className="search-form-input"
          id={`${id}-q`}
          name="q"
          type="search"
          placeholder={searchText.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          {...inputProps}
        />
        <button className="search-form-submit" type="submit">
          <SearchIcon />
          <span className="visually-hidden">{searchText.submit}</span>
        </button>
      </div>
    </form>
  )
}
