import type { Link, MarketCode, PageBase, ProductCard, TrackingProduct } from '@storefront/platform';
import type { ProductListing } from './product-listing';

/*
 * The listing pages beside search (category, brand, category tree, campaign, tag, certificate) and their API calls.
 */

export interface CategoryViewModel extends PageBase {
  componentName: 'CategoryViewModel';
  /** Set when a search for this text was sent here (for tracking). */
  redirectedSearchPhrase?: string;
  category: { code: string; name: string; url: string; description: string };
  breadcrumbs: Link[];
  children: (Link & { productCount: number })[];
  listing: ProductListing;
  trackingInformationProducts: TrackingProduct[];
  /** The fragrance finder, on the fragrance categories. */
  fragranceFinder?: Link;
}

export interface BrandViewModel extends PageBase {
  componentName: 'BrandViewModel';
  /** Set when a search for this text was sent here (for tracking). */
  redirectedSearchPhrase?: string;
  brand: { code: string; name: string; url: string; description: string; color: string };
  breadcrumbs: Link[];
  listing: ProductListing;
  trackingInformationProducts: TrackingProduct[];
}

export interface BrandListPageViewModel extends PageBase {
  componentName: 'BrandListPageViewModel';
  heading: string;
  groups: { letter: string; brands: (Link & { code: string; productCount: number })[] }[];
}

/** A category with the number of products in it and below it, and its children (up to level 4). */
export interface CategoryTreeNode extends Link {
  code: string;
  productCount: number;
  children: CategoryTreeNode[];
}

/** /c: the whole category tree in the shopper's language. */
export interface CategoryTreeViewModel extends PageBase {
  componentName: 'CategoryTreeViewModel';
  heading: string;
  breadcrumbs: Link[];
  categories: CategoryTreeNode[];
}

/** Where a campaign's window is, seen from now; an upcoming campaign is never shown to shoppers. */
export type CampaignState = 'upcoming' | 'running' | 'ended';

export interface Campaign {
  code: string;
  slug: string;
  /** /campaigns/{slug} */
  url: string;
  name: string;
  description: string;
  /** Accent colour (#rrggbb): the page's rule and the menu item's text. */
  color: string;
  theme: string;
  /** ISO 8601 instants (UTC). */
  startsAt: string;
  endsAt: string;
  state: CampaignState;
  markets: MarketCode[];
}

/**
 * /campaigns/{slug}: a running campaign with its products (facets, sort, paging) and a countdown to its end. An ended
 * campaign is still this page (HTTP 410) without a listing: it says so and points to the market's running campaigns.
 */
export interface CampaignPageViewModel extends PageBase {
  componentName: 'CampaignPageViewModel';
  campaign: Campaign;
  breadcrumbs: Link[];
  /** Absent once the campaign has ended. */
  listing?: ProductListing;
  trackingInformationProducts: TrackingProduct[];
  /** The market's other running campaigns. */
  otherCampaigns: Link[];
}

/** A tag or certificate in a list, with the number of products carrying it. */
export interface ProductTagLink extends Link {
  code: string;
  productCount: number;
  isCertificate: boolean;
}

/** A tag (hydrating, long-lasting…) or a certificate (vegan, cruelty-free…), with what it means. */
export interface ProductTag {
  code: string;
  name: string;
  /** /tags/{code}, or /certificates/{code} for a certificate. */
  url: string;
  description: string;
  isCertificate: boolean;
  productCount: number;
}

/** /tags: every tag with its product count, the certificates apart. */
export interface ProductTagListPageViewModel extends PageBase {
  componentName: 'ProductTagListPageViewModel';
  heading: string;
  breadcrumbs: Link[];
  certificates: ProductTagLink[];
  tags: ProductTagLink[];
}

/** /tags/{code}: the products carrying a tag, with the listing's filters. */
export interface ProductTagPageViewModel extends PageBase {
  componentName: 'ProductTagPageViewModel';
  tag: ProductTag;
  breadcrumbs: Link[];
  listing: ProductListing;
  trackingInformationProducts: TrackingProduct[];
}

/** A brand among the most common in a category or among a certificate's products. */
export interface TopBrand extends Link {
  code: string;
  productCount: number;
}

/** /certificates/{code}: what the certificate means, the brands with most products carrying it, and those products. */
export interface CertificateViewModel extends PageBase {
  componentName: 'CertificateViewModel';
  certificate: ProductTag;
  breadcrumbs: Link[];
  topBrands: TopBrand[];
  listing: ProductListing;
  trackingInformationProducts: TrackingProduct[];
}

/** GET /api/catalog/…/products (brands, campaigns, categories, certificates, variants/listing without codes). */
export interface CatalogListingResult {
  listing: ProductListing;
}

/** GET /api/catalog/…/top-brands?limit= (categories, certificates): most products first. */
export interface TopBrandsResult {
  brands: TopBrand[];
}

/** GET /api/catalog/campaigns/{code} */
export interface CampaignResult {
  campaign: Campaign;
}

/** GET /api/catalog/categories/{code} */
export interface CategoryResult {
  category: { code: string; name: string; url: string; description: string; level: number; parentCode: string | null; productCount: number };
  breadcrumbs: Link[];
  children: (Link & { code: string; productCount: number })[];
}

/** GET /api/catalog/certificates/{code} */
export interface CertificateResult {
  certificate: ProductTag;
}

/** GET /api/catalog/variants/listing?codes=a,b: the cards of those variants in the order asked; unknown codes are listed apart. */
export interface VariantListingResult {
  products: ProductCard[];
  missingCodes: string[];
}
