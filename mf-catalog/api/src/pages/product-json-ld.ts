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
const decimal = (amount: number) => (amount / 100).toFixed(2);

/** A sale's previous price, as search engines read a struck-through price. */
function strikethroughPrice(price: Price): Record<string, unknown> {
  const previous = price.useDiscountStyling && !price.isMemberPrice ? price.comparisonPrices.find((comparison) => comparison.type === 'current') : undefined;
  return previous
    ? {
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/StrikethroughPrice',
          price: decimal(previous.value.amount),
          priceCurrency: previous.value.currency,
        },
      }
    : {};
}

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
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, bestRating: 5, worstRating: 1, reviewCount: product.reviewCount } }
      : {}),
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.code,
      url: variant.url,
      price: decimal(variant.price.current.amount),
      priceCurrency: variant.price.current.currency,
      ...strikethroughPrice(variant.price),
      availability: availability(variant.stockStatus),
      itemCondition: 'https://schema.org/NewCondition',
      ...(variant.stockStatus.purchaseAvailableFrom ? { availabilityStarts: variant.stockStatus.purchaseAvailableFrom } : {}),
    })),
  };
}
