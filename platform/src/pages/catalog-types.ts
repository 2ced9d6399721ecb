import type { Money } from '../money/types';
import type { PageBase } from './page-types';
import type { PosFlags, PriceHistory } from './product-page-types';

/** Image as sent by the server; `src` has no size or format: build URLs with `imageUrl()`. */
export interface Image {
  src: string;
  altText: string;
  sourceWidth: number;
  sourceHeight: number;
}

export type ComparisonPriceType = 'current' | 'recommended' | 'lowest30days';

export interface ComparisonPrice {
  /** 'current' means the previous price. */
  type: ComparisonPriceType;
  typeText: string;
  value: Money;
  isEach: boolean;
}

export interface UnitPrice {
  value: Money;
  /** What the unit price is per: litre, kilogram or piece. */
  measure: 'l' | 'kg' | 'st';
}

export interface Price {
  current: Money;
  useDiscountStyling: boolean;
  /** True when `current` is the member price (logged-in member). */
  isMemberPrice: boolean;
  isPremium: boolean;
  /** The member price, shown beside the current price to shoppers who are not logged in. */
  memberPrice?: Money;
  eachPrice?: Money;
  comparisonPrices: ComparisonPrice[];
  unitPrice?: UnitPrice;
}

export interface StockStatus {
  isUnavailable: boolean;
  isMonitorable: boolean;
  isMonitorableInStore: boolean;
  isBuyable: boolean;
  isBuyableInStore: boolean;
  purchaseAvailableFrom?: string;
}

export interface Link {
  name: string;
  url: string;
}

export type ProductVariesBy = 'COLOR' | 'SIZE';

/** A product in a listing (category, brand, start page lists). */
export interface ProductCard {
  code: string;
  productCode: string;
  url: string;
  brandName: string;
  name: string;
  image: Image;
  price: Price;
  stockStatus: StockStatus;
  variantCount: number;
  /** Shade hex colours for colour-varying products, at most 6. */
  swatches: string[];
  rating?: number;
  reviewCount?: number;
  isNew: boolean;
}

export interface TrackingProduct {
  id: string;
  quantity: number;
  category: string;
}

export interface StartPageBlock {
  type: 'hero' | 'product-list' | 'category-tiles' | 'brand-strip';
  heading: string;
  text?: string;
  link?: Link;
  image?: Image;
  products?: ProductCard[];
  links?: (Link & { image?: Image })[];
}

export interface StartPageViewModel extends PageBase {
  componentName: 'StartPageViewModel';
  heading: string;
  blocks: StartPageBlock[];
}

export interface VariantOption {
  code: string;
  name: string;
  url: string;
  isSelected: boolean;
  /** Shade hex colour when the product varies by colour. */
  color?: string;
  size?: string;
  image: Image;
  stockStatus: StockStatus;
}

export interface ProductFragrance {
  families: (Link & { code: string })[];
  notes: (Link & { code: string })[];
}

/** The product page: one selected variant of a product. */
export interface VariantViewModel extends PageBase {
  componentName: 'VariantViewModel';
  product: {
    code: string;
    name: string;
    brand: Link;
    description: string;
    ingredients?: string;
    highlights: string[];
    productVariesBy: ProductVariesBy;
    rating?: number;
    reviewCount?: number;
    /** Tags and certificates the product carries (vegan, hydrating…), each a link to its filtered listing. */
    tags: (Link & { code: string; isCertificate: boolean })[];
    /** A scented product's families and notes, each a link to the fragrance finder filtered by it. */
    fragrance?: ProductFragrance;
    /** Point-of-sale flags. */
    posFlags: PosFlags;
  };
  variant: {
    code: string;
    name: string;
    displayName: string;
    size: string;
    unit: string;
    color?: string;
    images: Image[];
    price: Price;
    stockStatus: StockStatus;
    maxQuantity: number;
  };
  variants: VariantOption[];
  breadcrumbs: Link[];
  trackingProduct: TrackingProduct;
  /** The lowest price of the selected variant in the 30 days before today (EU price indication rule), from its price history. */
  lowestPrice30Days?: Money;
  /** The selected variant's price over 30 days, in the page so its chart is in the first HTML (later variants ask). */
  priceHistory?: PriceHistory;
}

