import type { Locator } from '@playwright/test'

/** The value the browser computes for `property` on the element (or on its `pseudo` element, '::after'). */
export const computedStyle = (element: Locator, property: string, pseudo?: string) =>
  element.evaluate((el, [p, s]) => getComputedStyle(el, s).getPropertyValue(p!), [property, pseudo])
