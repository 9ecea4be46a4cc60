import { styled } from 'styled-components'

/** An image with a caption: `<Figure src="/images/products/fr8lens.svg" alt="..." caption="..." />`. Images live under public/. */
export function Figure({
  src,
  alt,
  caption,
  width,
  height,
}: {
  src: string
  alt: string
  caption?: string
  width?: number
  height?: number
}) {
  return (
    <FigureFrame>
      <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
      {caption && <figcaption>{caption}</figcaption>}
    </FigureFrame>
  )
}

/** An image full width, rounded, on a soft grey while it loads, and its caption centred below; Image uses it too. */
export const FigureFrame = styled.figure`
  margin: ${(p) => p.theme.space[8]} 0;
  img {
    display: block;
    width: 100%;
    border-radius: ${(p) => p.theme.radii.lg};
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  figcaption {
    margin-top: ${(p) => p.theme.space[2]};
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.sm};
    text-align: center;
  }
`
