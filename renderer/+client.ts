// https://vike.dev/client — the only client entry. Pages are HTML only; the widgets they mark hydrate as islands.
//
// Paint first: this file is tiny, and the widgets' code (React and the widgets, about 60 KB) is requested only once
// the browser has painted the page, so the first paint never waits for it to download or run, on a slow phone least
// of all. (Lighthouse otherwise counted that code as render-blocking whenever it happened to arrive before the paint.)
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

if (document.querySelector('[data-island]')) {
  afterNextPaint()
    .then(() => import('./hydrateIslands'))
    .then(({ hydrateIslands }) => hydrateIslands())
    .catch((error: unknown) => console.error('Could not load the page widgets', error))
}
