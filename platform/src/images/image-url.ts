/** The only widths the image endpoint serves. */
export const imageSizes = {
  look: 30,
  thumb: 60,
  bigThumb: 75,
  mini: 120,
  tiny: 320,
  small: 640,
  medium: 960,
  large: 1280,
  huge: 2880,
} as const;

export type ImageSize = keyof typeof imageSizes;

/**
 * What the image endpoint encodes (`fmt`): AVIF and WebP for browsers that name them in a `<picture>` source, JPEG for
 * the rest. The URL names the format, so one URL is always one encoding (no content negotiation, no `Vary: Accept`).
 */
export const imageFormats = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** The `type` of a `<source>` (and the endpoint's Content-Type) for each format. */
export const imageMimeTypes: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

export const defaultImageQuality = 75;
export const lazyLoadMarginPx = 200;

/** `${src}?w=<px>&q=75&fmt=<format>`: `Image.src` carries no size or format of its own. */
export function imageUrl(src: string, size: ImageSize, format: ImageFormat = 'jpg'): string {
  const separator = src.includes('?') ? '&' : '?';
  return `${src}${separator}w=${imageSizes[size]}&q=${defaultImageQuality}&fmt=${format}`;
}

/** A `srcset` with one candidate per size, e.g. `/i/a.jpg?w=640&q=75&fmt=webp 640w, …`. */
export function imageSrcSet(src: string, sizes: readonly ImageSize[], format: ImageFormat = 'jpg'): string {
  return [...new Set(sizes)]
    .sort((a, b) => imageSizes[a] - imageSizes[b])
    .map((size) => `${imageUrl(src, size, format)} ${imageSizes[size]}w`)
    .join(', ');
}

/**
 * The candidates of a `srcset`: the named size and the larger ones up to twice its width (enough for high-density
 * screens), never past the source; and, from `smallest` on, the smaller ones too, for an image whose `sizes` shrinks it
 * on small screens (a full-width banner on a phone needs no 1280 px picture).
 */
export function srcSetSizesFor(size: ImageSize, sourceWidth?: number, smallest: ImageSize = size): ImageSize[] {
  const width = imageSizes[size];
  const from = Math.min(imageSizes[smallest], width);
  return (Object.keys(imageSizes) as ImageSize[]).filter((candidate) => {
    const candidateWidth = imageSizes[candidate];
    if (candidate === size) return true;
    if (candidateWidth < from || candidateWidth > width * 2) return false;
    return !sourceWidth || candidateWidth <= sourceWidth;
  });
}
