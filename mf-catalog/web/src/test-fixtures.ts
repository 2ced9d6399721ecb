// Small factories for tests: a valid view model with what a test does not care about filled in.
import type {
  AppShellData,
  BrandListPageViewModel,
  BrandViewModel,
  CategoryViewModel,
  CmsPageViewModel,
  Culture,
  Image,
  Money,
  PageBase,
  PageNotFoundViewModel,
  Price,
  ProductCard,
  ProductListing,
  StartPageViewModel,
  StockStatus,
  VariantOption,
  VariantViewModel,
} from '@storefront/platform';
import { appShell } from '@storefront/platform';
import { anAppShellData } from '@storefront/platform/testing';

export const sek = (kronor: number): Money => ({ amount: Math.round(kronor * 100), currency: 'SEK' });

/** Puts app shell data in place as the shell would before a page renders. */
export function givenAppShell(overrides: Partial<AppShellData> = {}, culture: Culture = 'en-US'): AppShellData {
  const data = anAppShellData(overrides, culture);
  appShell.set(data);
  return data;
}

export const anImage = (overrides: Partial<Image> = {}): Image => ({
  src: '/images/products/lipstick-1.jpg',
  altText: 'Red lipstick',
  sourceWidth: 1200,
  sourceHeight: 1200,
  ...overrides,
});

export const aPrice = (overrides: Partial<Price> = {}): Price => ({
  current: sek(199),
  useDiscountStyling: false,
  isMemberPrice: false,
  isPremium: false,
  comparisonPrices: [],
  ...overrides,
});

export const aStockStatus = (overrides: Partial<StockStatus> = {}): StockStatus => ({
  isUnavailable: false,
  isMonitorable: false,
  isMonitorableInStore: false,
  isBuyable: true,
  isBuyableInStore: true,
  ...overrides,
});

export const aProductCard = (overrides: Partial<ProductCard> = {}): ProductCard => ({
  code: '100001',
  productCode: 'P100',
  url: '/p/velvet-lipstick/100001',
  brandName: 'Lumière',
  name: 'Velvet Lipstick',
  image: anImage(),
  price: aPrice(),
  stockStatus: aStockStatus(),
  variantCount: 1,
  swatches: [],
  isNew: false,
  ...overrides,
});

export const aListing = (overrides: Partial<ProductListing> = {}): ProductListing => ({
  products: [aProductCard()],
  totalCount: 1,
  page: 1,
  pageSize: 24,
  sort: 'popularity',
  facets: [],
  filters: { brand: [], tag: [], inStock: false },
  sortOptions: [
    { value: 'popularity', text: 'Most popular' },
    { value: 'price-asc', text: 'Lowest price' },
    { value: 'price-desc', text: 'Highest price' },
  ],
  ...overrides,
});

const pageBase = (url: string, title: string): Omit<PageBase, 'componentName'> => ({
  url,
  meta: { title },
  currentTheme: 'default',
});

export const aCategoryPage = (overrides: Partial<CategoryViewModel> = {}): CategoryViewModel => ({
  ...pageBase('/c/makeup/lips', 'Lips'),
  componentName: 'CategoryViewModel',
  category: { code: 'lips', name: 'Lips', url: '/c/makeup/lips', description: 'Lipsticks, glosses and liners.' },
  breadcrumbs: [
    { name: 'Makeup', url: '/c/makeup' },
    { name: 'Lips', url: '/c/makeup/lips' },
  ],
  children: [
    { name: 'Lipstick', url: '/c/makeup/lips/lipstick', productCount: 42 },
    { name: 'Lip gloss', url: '/c/makeup/lips/lip-gloss', productCount: 17 },
  ],
  listing: aListing(),
  trackingInformationProducts: [],
  ...overrides,
});

export const aBrandPage = (overrides: Partial<BrandViewModel> = {}): BrandViewModel => ({
  ...pageBase('/brands/lumiere', 'Lumière'),
  componentName: 'BrandViewModel',
  brand: { code: 'lumiere', name: 'Lumière', url: '/brands/lumiere', description: 'French colour cosmetics.', color: '#8a1538' },
  breadcrumbs: [
    { name: 'Brands', url: '/brands' },
    { name: 'Lumière', url: '/brands/lumiere' },
  ],
  listing: aListing(),
  trackingInformationProducts: [],
  ...overrides,
});

export const aBrandListPage = (overrides: Partial<BrandListPageViewModel> = {}): BrandListPageViewModel => ({
  ...pageBase('/brands', 'Brands'),
  componentName: 'BrandListPageViewModel',
  heading: 'All brands',
  groups: [
    { letter: 'A', brands: [{ code: 'aurora', name: 'Aurora', url: '/brands/aurora', productCount: 12 }] },
    {
      letter: 'L',
      brands: [
        { code: 'lumiere', name: 'Lumière', url: '/brands/lumiere', productCount: 30 },
        { code: 'lotus', name: 'Lotus Skin', url: '/brands/lotus', productCount: 8 },
      ],
    },
  ],
  ...overrides,
});

export const aVariantOption = (overrides: Partial<VariantOption> = {}): VariantOption => ({
  code: '100001',
  name: 'Ruby',
  url: '/p/velvet-lipstick/100001',
  isSelected: false,
  color: '#9b111e',
  image: anImage(),
  stockStatus: aStockStatus(),
  ...overrides,
});

export const aProductPage = (overrides: Partial<VariantViewModel> = {}): VariantViewModel => ({
  ...pageBase('/p/velvet-lipstick/100001', 'Velvet Lipstick'),
  componentName: 'VariantViewModel',
  product: {
    code: 'P100',
    name: 'Velvet Lipstick',
    brand: { name: 'Lumière', url: '/brands/lumiere' },
    description: 'A creamy lipstick with a soft matte finish.',
    ingredients: 'Ricinus Communis Seed Oil, Cera Alba, Parfum.',
    highlights: ['Long lasting', 'Vegan formula'],
    productVariesBy: 'COLOR',
    tags: [],
    posFlags: { originatesFromPos: false, showInPosOnly: false, virtual: false },
  },
  variant: {
    code: '100001',
    name: 'Ruby',
    displayName: 'Ruby 3.5 g',
    size: '3.5',
    unit: 'g',
    color: '#9b111e',
    images: [
      anImage({ src: '/images/products/velvet-1.jpg', altText: 'Velvet Lipstick Ruby, closed' }),
      anImage({ src: '/images/products/velvet-2.jpg', altText: 'Velvet Lipstick Ruby, open' }),
      anImage({ src: '/images/products/velvet-3.jpg', altText: 'Velvet Lipstick Ruby, swatch' }),
    ],
    price: aPrice({ current: sek(249) }),
    stockStatus: aStockStatus(),
    maxQuantity: 5,
  },
  variants: [
    aVariantOption({ code: '100001', name: 'Ruby', url: '/p/velvet-lipstick/100001', isSelected: true }),
    aVariantOption({ code: '100002', name: 'Nude Rose', url: '/p/velvet-lipstick/100002', color: '#c48a7a' }),
    aVariantOption({
      code: '100003',
      name: 'Plum',
      url: '/p/velvet-lipstick/100003',
      color: '#5e2750',
      stockStatus: aStockStatus({ isBuyable: false, isBuyableInStore: false, isMonitorable: true }),
    }),
  ],
  breadcrumbs: [
    { name: 'Makeup', url: '/c/makeup' },
    { name: 'Lips', url: '/c/makeup/lips' },
  ],
  trackingProduct: { id: 'P100', quantity: 1, category: 'Lips' },
  ...overrides,
});

export const aStartPage = (overrides: Partial<StartPageViewModel> = {}): StartPageViewModel => ({
  ...pageBase('/', 'Beauty'),
  componentName: 'StartPageViewModel',
  heading: 'Beauty for everyone',
  blocks: [
    {
      type: 'hero',
      heading: 'Spring colours are here',
      text: 'Fresh shades for lips and eyes.',
      link: { name: 'Shop the news', url: '/c/makeup?sort=news' },
      image: anImage({ src: '/images/banners/spring.jpg', altText: 'Model wearing coral lipstick' }),
    },
    {
      type: 'product-list',
      heading: 'Bestsellers',
      products: [aProductCard(), aProductCard({ code: '200001', name: 'Hydra Serum', url: '/p/hydra-serum/200001', price: aPrice({ current: sek(349) }) })],
    },
    {
      type: 'category-tiles',
      heading: 'Shop by category',
      links: [
        { name: 'Makeup', url: '/c/makeup', image: anImage({ src: '/images/categories/makeup.jpg' }) },
        { name: 'Skincare', url: '/c/skincare' },
      ],
    },
    {
      type: 'brand-strip',
      heading: 'Our brands',
      link: { name: 'All brands', url: '/brands' },
      links: [
        { name: 'Lumière', url: '/brands/lumiere' },
        { name: 'Aurora', url: '/brands/aurora' },
      ],
    },
  ],
  ...overrides,
});

export const aCmsPage = (overrides: Partial<CmsPageViewModel> = {}): CmsPageViewModel => ({
  ...pageBase('/info/delivery', 'Delivery'),
  componentName: 'CmsPageViewModel',
  heading: 'Delivery',
  intro: 'We deliver to your door or to a pick-up point.',
  body: [
    { type: 'heading', text: 'Delivery times' },
    { type: 'paragraph', text: 'Orders placed before 15:00 leave the warehouse the same day.' },
    { type: 'list', items: ['Home delivery 1–3 days', 'Pick-up point 1–2 days'] },
  ],
  related: [
    { name: 'Returns', url: '/info/returns' },
    { name: 'Customer service', url: '/info/customer-service' },
  ],
  ...overrides,
});

export const aNotFoundPage = (overrides: Partial<PageNotFoundViewModel> = {}): PageNotFoundViewModel => ({
  ...pageBase('/nothing-here', 'Page not found'),
  componentName: 'PageNotFoundViewModel',
  heading: 'We could not find that page',
  text: 'The page may have moved. These links might help.',
  links: [
    { name: 'Start page', url: '/' },
    { name: 'All brands', url: '/brands' },
  ],
  ...overrides,
});
