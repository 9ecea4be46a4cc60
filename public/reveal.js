// Fades [data-reveal] sections in as they scroll into view (IntersectionObserver, threshold 0.1).
// Nothing is hidden until this runs, and nothing moves for visitors who prefer reduced motion.
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
  for (const el of document.querySelectorAll('[data-reveal]')) observer.observe(el)
  document.documentElement.classList.add('reveal-on')
}
