import type { Image } from '@storefront/platform';
import type { ProductVideo } from '../../../contract/product-page';
import type { Queryable } from '@storefront/platform/server';

/** Posters are 16:9, rendered by the image endpoint; the largest named width (huge, 2880) is the source size. */
export const videoPosterSize = { sourceWidth: 2880, sourceHeight: 1620 } as const;

export function videoPoster(videoId: string, altText: string): Image {
  return { src: `/images/videos/${videoId}`, altText, ...videoPosterSize };
}

/** The provider's privacy-friendly player (no cookies before play), started muted. */
export function youtubeEmbedUrl(providerVideoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${providerVideoId}?autoplay=1&mute=1&playsinline=1&rel=0`;
}

/** A product's videos in display order. */
export async function productVideos(db: Queryable, productCode: string): Promise<ProductVideo[]> {
  const rows = await db.query<{ id: string; provider: 'youtube'; provider_video_id: string; title: string; duration_seconds: number }>(
    `SELECT id, provider, provider_video_id, title, duration_seconds FROM product_videos WHERE product_code = $1 ORDER BY sort_order`,
    [productCode],
  );
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    title: row.title,
    durationSeconds: row.duration_seconds,
    poster: videoPoster(row.id, row.title),
    embedUrl: youtubeEmbedUrl(row.provider_video_id),
  }));
}
