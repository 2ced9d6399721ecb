import type { CartLine, Image, Price } from '@storefront/platform';
import type { z } from 'zod';
import type { catalogVariantAnswer } from './catalog-variant';

/** Everything of a cart line that comes from the catalog; `price` is the price of one. */
export type CartProduct = Omit<CartLine, 'quantity' | 'price'> & { price: Price };

/** '3,5 g' with unit 'g' is size '3,5': a cart line keeps the number and the unit apart. */
function sizeWithoutUnit(size: string, unit: string): string {
  const suffix = ` ${unit}`;
  return unit && size.endsWith(suffix) ? size.slice(0, -suffix.length) : size;
}

function imageOf(answer: z.infer<typeof catalogVariantAnswer>): Image {
  const own = answer.variant.images[0] ?? answer.variants.find((option) => option.code === answer.variant.code)?.image;
  return own ?? { src: '', altText: answer.product.name, sourceWidth: 0, sourceHeight: 0 };
}

/** The catalog's variant answer as the parts of a cart line. */
export function cartProductOf(answer: z.infer<typeof catalogVariantAnswer>): CartProduct {
  const { product, variant } = answer;
  // A colour variant is named by its shade and shown with its size; a size variant's name is its size.
  const displayName = [...new Set([variant.name, variant.size])].filter(Boolean).join(' ');
  return {
    code: variant.code,
    url: answer.url,
    image: imageOf(answer),
    brandName: product.brand.name,
    entryName: product.name,
    size: sizeWithoutUnit(variant.size, variant.unit),
    unit: variant.unit,
    productVariesBy: product.productVariesBy,
    price: variant.price,
    maxQuantity: variant.maxQuantity,
    isGift: false,
    isExpressHandling: false,
    isGiftWrapProduct: false,
    isPrescriptionFreeProduct: false,
    isNicotineProduct: false,
    displayName,
  };
}
