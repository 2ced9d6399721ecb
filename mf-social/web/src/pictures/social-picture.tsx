import { ProductImage, type ImageSize } from '@storefront/platform';
import './pictures.css';

export type SocialPictureKind = 'profile' | 'cover' | 'author' | 'story' | 'post' | 'gallery';

/** Each kind's width (its `srcset` goes up to twice it), its smallest candidate and its `sizes`. */
const shapes: Record<SocialPictureKind, { size: ImageSize; smallest?: ImageSize; sizes?: string }> = {
  profile: { size: 'mini' },
  cover: { size: 'medium', smallest: 'tiny', sizes: '(min-width: 48rem) 46rem, 100vw' },
  author: { size: 'thumb', sizes: '2rem' },
  story: { size: 'thumb', sizes: '3.5rem' },
  post: { size: 'small', smallest: 'tiny', sizes: '(min-width: 48rem) 30rem, 100vw' },
  gallery: { size: 'tiny', smallest: 'mini', sizes: '(min-width: 48rem) 14rem, 45vw' },
};

/**
 * A member's uploaded picture in a box of its own shape (a round profile picture, a small round one beside an author's
 * name or on a story's button, a wide cover, a square in a gallery), cropped to fill it, or a post's picture in its
 * own shape (`source`, its size); AVIF, WebP and JPEG at the shop's widths, as every picture of the shop. Decorative:
 * the member's name, or the post's text, is beside it and says what it shows.
 */
export function SocialPicture({ src, kind, eager = false, source }: { src: string; kind: SocialPictureKind; eager?: boolean; source?: { width: number; height: number } }) {
  const { size, smallest, sizes } = shapes[kind];
  return (
    <ProductImage
      // Without the source's size the box's shape comes from the stylesheet, and the picture is cropped to it.
      image={{ src, altText: '', sourceWidth: source?.width ?? 0, sourceHeight: source?.height ?? 0 }}
      size={size}
      smallest={smallest}
      sizes={sizes}
      eager={eager}
      className={`o_SocialPicture o_SocialPicture--${kind}`}
    />
  );
}
