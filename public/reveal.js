// Fades [data-reveal] sections in as they scroll into view (IntersectionObserver, threshold 0.1).
// Nothing is hidden until this runs, and nothing moves for visitors who prefer reduced motion.
// Sections already on screen when the page opens are shown at once, without a fade: a half-faded section is
// low-contrast text (axe's color-contrast measures it through its opacity), and nobody needs to watch
// what they can already read fade in.
if ('IntersectionObserver' in window && matchMedia('(prefers-reduced-motion: no-preference)').matches) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        entry.target.classList.add('is-visible')
        observer.unobserve(entry.target)
      }
    },
    { threshold: 0.1 },
  )
  const viewportBottom = window.innerHeight
  for (const el of document.querySelectorAll('[data-reveal]')) {
    const box = el.getBoundingClientRect()
    if (box.top < viewportBottom && box.bottom > 0) el.classList.add('is-visible')
    else observer.observe(el)
  }
  document.documentElement.classList.add('reveal-on')
}
