import { useEffect, useState } from 'react'

/** True once the page has scrolled more than `threshold` px. False on the server and before the first check. */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const check = () => setScrolled(window.scrollY > threshold)
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => window.removeEventListener('scroll', check)
  }, [threshold])
  return scrolled
}
