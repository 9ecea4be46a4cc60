/** What the image pipeline (scripts/images/processImage.ts) gives for one image: its size, a fallback and two srcsets. */
export type PictureData = {
  width: number
  height: number
  /** A WebP of a middle width, for the <img> itself. */
  src: string
  avif: string
  webp: string
  /** The image's main colour, shown while it loads. */
  color: string
}

type Props = {
  image: PictureData
  /** '' for a decorative image. */
  alt: string
  /** How wide the image is drawn, for the browser's choice from the srcset. */
  sizes: string
  /** The page's main image near the top: loaded at once and first. Every other image waits until it is near the screen. */
  hero?: boolean
  className?: string
}

/**
 * A processed image: AVIF for the browsers that take it, WebP otherwise, in several widths. width and height are set,
 * so the browser keeps the image's space before it arrives and nothing on the page moves.
 */
export function Picture({ image, alt, sizes, hero, className }: Props) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.webp}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={hero ? 'eager' : 'lazy'}
        fetchPriority={hero ? 'high' : undefined}
        decoding={hero ? 'sync' : 'async'}
        style={{ backgroundColor: image.color }}
      />
    </picture>
  )
}
