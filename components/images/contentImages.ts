import type { PictureData } from './Picture'

// Server-only (pages are HTML-only): each photo is encoded by scripts/images/imagesPlugin.ts for 80 px circles at 1×–3×.
const portraits = import.meta.glob<PictureData>('../../content/images/people/*.{jpg,jpeg,png,webp,avif}', {
  eager: true,
  query: '?picture=portrait',
  import: 'default',
})

/** The processed photo named in content/people.ts ('images/people/jane-doe.jpg'); a missing file fails the build. */
export function personPhoto(photo: string, who: string): PictureData {
  const picture = portraits[`../../content/${photo}`]
  if (!picture)
    throw new Error(`content/people.ts: the photo of ${who}, '${photo}', does not exist (looked for content/${photo})`)
  return picture
}
