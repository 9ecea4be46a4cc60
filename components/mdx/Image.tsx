import { theme } from '../../renderer/theme'
import { Picture, type PictureData } from '../images/Picture'
import { FigureFrame } from './Figure'

/** The text column: the page container less its side padding, or the screen less that padding on phones. */
const COLUMN = parseInt(theme.sizes.container)
const COLUMN_SIZES = `(min-width: ${COLUMN}px) ${COLUMN - 32}px, calc(100vw - 32px)`

type Props = {
  /** Written by scripts/images/remarkImages.ts from `src`: a writer never sets it. */
  image: PictureData
  alt: string
  caption?: string
  hero?: boolean
  /** An image inside a sentence: no figure around it. */
  inline?: boolean
  sizes?: string
}

/**
 * An image next to the MDX file, resized and encoded at build time:
 * `![The Cork office](./cork-office.jpg "Caption")` or `<Image src="./cork-office.jpg" alt="…" caption="…" hero />`.
 */
export function Image({ image, alt, caption, hero, inline, sizes = COLUMN_SIZES }: Props) {
  if (inline) return <Picture image={image} alt={alt} sizes={sizes} hero={hero} />
  return (
    <FigureFrame>
      <Picture image={image} alt={alt} sizes={sizes} hero={hero} />
      {caption && <figcaption>{caption}</figcaption>}
    </FigureFrame>
  )
}
