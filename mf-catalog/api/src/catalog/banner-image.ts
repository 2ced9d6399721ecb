import type { Image } from '@storefront/platform';

/** Wide hero banners and square category tiles, rendered by the image endpoint from their name. */
export const bannerShapes = {
  hero: { sourceWidth: 2880, sourceHeight: 1200 },
  tile: { sourceWidth: 1280, sourceHeight: 1280 },
} as const;

export type BannerShape = keyof typeof bannerShapes;

export function bannerImage(shape: BannerShape, topic: string, altText: string): Image {
  return { src: `/images/banners/${shape}-${topic}`, altText, ...bannerShapes[shape] };
}
