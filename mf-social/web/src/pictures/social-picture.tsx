import { ProductImage, type ImageSize } from '@storefront/platform';
import './pictures.css';

export type SocialPictureKind = 'profile' | 'cover' | 'author' | 'story';

/** Each kind's width (its `srcset` goes up to twice it), its smallest candidate and its `sizes`. */
const shapes: Record<SocialPictureKind, { size: ImageSize; smallest?: ImageSize; sizes?: string }> = {
  profile: { size: 'mini' },
  cover: { size: 'medium', smallest: 'tiny', sizes: '(min-width: 48rem) 46rem, 100vw' },
  author: { size: 'thumb', sizes: '2rem' },
  story: { size: 'thumb', sizes: '3.5rem' },
};

/**
 * A member's uploaded picture in a box of its own shape (a round profile picture, a small round one beside an author's
 * name or on a story's button, a wide cover), cropped to fill it; AVIF, WebP and JPEG at the shop's widths, as every picture of the shop.
 * Decorative: the member's name is beside it.
 */
export function SocialPicture({ src, kind, eager = false }: { src: string; kind: SocialPictureKind; eager?: boolean }) {
  const { size, smallest, sizes } = shapes[kind];
  return (
    <ProductImage
      // The source's size is not known here: the box's shape comes from the stylesheet, and the picture is cropped to it.
      image={{ src, altText: '', sourceWidth: 0, sourceHeight: 0 }}
      size={size}
      smallest={smallest}
      sizes={sizes}
      eager={eager}
      className={`o_SocialPicture o_SocialPicture--${kind}`}
    />
  );
}
