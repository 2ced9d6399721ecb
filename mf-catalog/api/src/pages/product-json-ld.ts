import type { Image, Price, StockStatus } from '@storefront/platform';
import { countsAsUnavailable } from '../catalog/stock-status';

export interface OfferedVariant {
  code: string;
  url: string;
  price: Price;
  stockStatus: StockStatus;
}

function availability(status: StockStatus): string {
  if (status.isBuyable) return 'https://schema.org/InStock';
  if (status.purchaseAvailableFrom) return 'https://schema.org/PreOrder';
  if (status.isBuyableInStore) return 'https://schema.org/InStoreOnly';
  return countsAsUnavailable(status) ? 'https://schema.org/Discontinued' : 'https://schema.org/OutOfStock';
}

const jpegUrl = (image: Image) => `${image.src}?w=1280&q=75&fmt=jpg`;

/** schema.org Product with one Offer per variant, for search engines. */
export function productJsonLd(product: {
  code: string;
  name: string;
  brandName: string;
  description: string;
  images: Image[];
  selected: OfferedVariant;
  variants: OfferedVariant[];
  rating?: number;
  reviewCount?: number;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${product.brandName} ${product.name}`,
    productID: product.code,
    sku: product.selected.code,
    description: product.description,
    brand: { '@type': 'Brand', name: product.brandName },
    image: product.images.map(jpegUrl),
    ...(product.rating !== undefined
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount } }
      : {}),
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.code,
      url: variant.url,
      price: (variant.price.current.amount / 100).toFixed(2),
      priceCurrency: variant.price.current.currency,
      availability: availability(variant.stockStatus),
      itemCondition: 'https://schema.org/NewCondition',
      ...(variant.stockStatus.purchaseAvailableFrom ? { availabilityStarts: variant.stockStatus.purchaseAvailableFrom } : {}),
    })),
  };
}
