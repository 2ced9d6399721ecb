import { useState } from 'react';
import type { Image } from '../pages/catalog-types';
import { imageMimeTypes, imageSizes, imageSrcSet, imageUrl, srcSetSizesFor, type ImageSize } from './image-url';
import './product-image.css';

export interface ProductImageProps {
  image: Image;
  size: ImageSize;
  /** The `sizes` attribute; defaults to the named width in px. */
  sizes?: string;
  /**
   * The smallest `srcset` candidate, for an image whose `sizes` shrinks it on small screens; defaults to `size` (then the
   * candidates run from `size` up to twice its width, for high-density screens).
   */
  smallest?: ImageSize;
  /**
   * The page's first visible image (its LCP candidate): `fetchpriority="high"` and the browser's default, eager, loading.
   * Every other image is `loading="lazy"`.
   */
  eager?: boolean;
  className?: string;
  /** A failed image is reported; the shell passes its error reporter. */
  onError?: (src: string) => void;
}

function heightFor(image: Image, width: number): number {
  if (!image.sourceWidth || !image.sourceHeight) return width;
  return Math.round((width * image.sourceHeight) / image.sourceWidth);
}

/**
 * A `<picture>`: AVIF, then WebP sources, and a JPEG `<img>` with explicit width and height (the source's aspect), so
 * its box is reserved before it loads. It reads nothing of the window while rendering, so the server's markup
 * (renderToString) is the client's and hydrates as it is.
 */
export function ProductImage({ image, size, sizes, smallest, eager = false, className, onError }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const width = imageSizes[size];
  const height = heightFor(image, width);
  const candidates = srcSetSizesFor(size, image.sourceWidth, smallest);
  const sizesAttribute = sizes ?? `${width}px`;
  const classes = (base: string) => [base, className].filter(Boolean).join(' ');

  if (failedSrc === image.src) {
    return (
      <span
        className={classes('p_ProductImage__placeholder')}
        role="img"
        aria-label={image.altText}
        style={{ width, aspectRatio: `${width} / ${height}` }}
        data-testid="product-image-placeholder"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm0 16H5V5h14v14zm-5.04-6.71-2.75 3.54-1.96-2.36L6.5 17h11l-3.54-4.71z"
          />
        </svg>
      </span>
    );
  }

  return (
    <picture className={classes('p_ProductImage')}>
      <source type={imageMimeTypes.avif} srcSet={imageSrcSet(image.src, candidates, 'avif')} sizes={sizesAttribute} />
      <source type={imageMimeTypes.webp} srcSet={imageSrcSet(image.src, candidates, 'webp')} sizes={sizesAttribute} />
      <img
        className="p_ProductImage__img"
        src={imageUrl(image.src, size, 'jpg')}
        srcSet={imageSrcSet(image.src, candidates, 'jpg')}
        sizes={sizesAttribute}
        width={width}
        height={height}
        alt={image.altText}
        // Eager is the browser's default loading: the first image only adds its priority, and is painted in the frame
        // it arrives for (an async decode can hold it back a frame or more while the page's scripts run).
        {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
        onError={() => {
          setFailedSrc(image.src);
          onError?.(image.src);
        }}
      />
    </picture>
  );
}
