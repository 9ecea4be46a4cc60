// Starts the page at the top on every load (no restored scroll position), unless the URL points at a section.
if (!location.hash) {
  history.scrollRestoration = 'manual'
  window.scrollTo(0, 0)
}
