import type { Image } from '@storefront/platform';

/** Product images are square; the largest named width (huge, 2880) is the source size. */
export const productImageSourceSize = 2880;

export function productImage(variantCode: string, index: number, altText: string): Image {
  return {
    src: `/images/products/${variantCode}/${index}`,
    altText,
    sourceWidth: productImageSourceSize,
    sourceHeight: productImageSourceSize,
  };
}
