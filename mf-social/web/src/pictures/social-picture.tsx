import { ProductImage, type ImageSize } from '@storefront/platform';
import './pictures.css';

/**
 * A member's uploaded picture in a box of its own shape (a round profile picture, a wide cover), cropped to fill it;
 * AVIF, WebP and JPEG at the shop's widths, as every picture of the shop. Decorative: the member's name is beside it.
 */
export function SocialPicture({ src, kind, eager = false }: { src: string; kind: 'profile' | 'cover'; eager?: boolean }) {
  const size: ImageSize = kind === 'profile' ? 'mini' : 'medium';
  return (
    <ProductImage
      // The source's size is not known here: the box's shape comes from the stylesheet, and the picture is cropped to it.
      image={{ src, altText: '', sourceWidth: 0, sourceHeight: 0 }}
      size={size}
      smallest={kind === 'cover' ? 'tiny' : size}
      sizes={kind === 'cover' ? '(min-width: 48rem) 46rem, 100vw' : undefined}
      eager={eager}
      className={`o_SocialPicture o_SocialPicture--${kind}`}
    />
  );
}
