// Small factories for tests: a valid view model with what a test does not care about filled in.
import type {
  Image,
  PageBase,
  Price,
  ProductCard,
  StartPageViewModel,
  StockStatus,
  VariantOption,
  VariantViewModel,
} from '@storefront/platform';
import type { CmsPageViewModel, PageNotFoundViewModel } from '../../../contract/content-pages';
import type { FragranceFamilyChoice, FragranceSearchPageViewModel } from '../../../contract/fragrance-finder';
import type {
  BrandListPageViewModel,
  BrandViewModel,
  CampaignPageViewModel,
  CategoryTreeViewModel,
  CategoryViewModel,
  CertificateViewModel,
  ProductTagListPageViewModel,
  ProductTagPageViewModel,
} from '../../../contract/listing-pages';
import type { ProductListing } from '../../../contract/product-listing';
import { appShellDataWithTexts, givenAppShellFrom, sek } from '@storefront/platform/testing';
import { textAreas } from '../texts';

/** App shell data for tests, with the platform's phrases and the catalog's published texts, as a page has them. */
export const anAppShellData = appShellDataWithTexts(textAreas);

export { sek };

/** Puts app shell data in place as the shell would before a page renders. */
export const givenAppShell = givenAppShellFrom(anAppShellData);

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
      link: { name: 'All categories', url: '/c' },
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

export const aCategoryTreePage = (overrides: Partial<CategoryTreeViewModel> = {}): CategoryTreeViewModel => ({
  ...pageBase('/c', 'All categories'),
  componentName: 'CategoryTreeViewModel',
  heading: 'All categories',
  breadcrumbs: [
    { name: 'Home', url: '/' },
    { name: 'All categories', url: '/c' },
  ],
  categories: [
    {
      code: 'makeup',
      name: 'Makeup',
      url: '/c/makeup',
      productCount: 59,
      children: [
        {
          code: 'makeup/lips',
          name: 'Lips',
          url: '/c/makeup/lips',
          productCount: 59,
          children: [
            { code: 'makeup/lips/lipstick', name: 'Lipstick', url: '/c/makeup/lips/lipstick', productCount: 42, children: [] },
            { code: 'makeup/lips/lip-gloss', name: 'Lip gloss', url: '/c/makeup/lips/lip-gloss', productCount: 17, children: [] },
          ],
        },
      ],
    },
    { code: 'hair', name: 'Hair', url: '/c/hair', productCount: 12, children: [] },
  ],
  ...overrides,
});

export const aCampaignPage = (overrides: Partial<CampaignPageViewModel> = {}): CampaignPageViewModel => ({
  ...pageBase('/campaigns/skin-days', 'Skin Days'),
  componentName: 'CampaignPageViewModel',
  campaign: {
    code: 'skin-days',
    slug: 'skin-days',
    url: '/campaigns/skin-days',
    name: 'Skin Days',
    description: 'Skincare on sale for a few weeks.',
    color: '#1d6b57',
    theme: 'default',
    startsAt: '2026-01-07T23:00:00.000Z',
    endsAt: '2026-02-04T23:00:00.000Z',
    state: 'running',
    markets: ['SE'],
  },
  breadcrumbs: [
    { name: 'Home', url: '/' },
    { name: 'Offers', url: '/c/offers' },
    { name: 'Skin Days', url: '/campaigns/skin-days' },
  ],
  listing: aListing(),
  trackingInformationProducts: [],
  otherCampaigns: [{ name: 'Vegan Week', url: '/campaigns/vegan-week' }],
  ...overrides,
});

export const aTagListPage = (overrides: Partial<ProductTagListPageViewModel> = {}): ProductTagListPageViewModel => ({
  ...pageBase('/tags', 'Properties and certificates'),
  componentName: 'ProductTagListPageViewModel',
  heading: 'Properties and certificates',
  breadcrumbs: [
    { name: 'Home', url: '/' },
    { name: 'Properties and certificates', url: '/tags' },
  ],
  certificates: [
    { code: 'vegan', name: 'Vegan', url: '/certificates/vegan', productCount: 120, isCertificate: true },
    { code: 'cruelty-free', name: 'Cruelty-free', url: '/certificates/cruelty-free', productCount: 80, isCertificate: true },
  ],
  tags: [{ code: 'long-lasting', name: 'Long-lasting', url: '/tags/long-lasting', productCount: 33, isCertificate: false }],
  ...overrides,
});

export const aTagPage = (overrides: Partial<ProductTagPageViewModel> = {}): ProductTagPageViewModel => ({
  ...pageBase('/tags/long-lasting', 'Long-lasting'),
  componentName: 'ProductTagPageViewModel',
  tag: { code: 'long-lasting', name: 'Long-lasting', url: '/tags/long-lasting', description: 'Our products with the property “Long-lasting”.', isCertificate: false, productCount: 33 },
  breadcrumbs: [
    { name: 'Home', url: '/' },
    { name: 'Properties and certificates', url: '/tags' },
    { name: 'Long-lasting', url: '/tags/long-lasting' },
  ],
  listing: aListing(),
  trackingInformationProducts: [],
  ...overrides,
});

export const aCertificatePage = (overrides: Partial<CertificateViewModel> = {}): CertificateViewModel => ({
  ...pageBase('/certificates/vegan', 'Vegan'),
  componentName: 'CertificateViewModel',
  certificate: { code: 'vegan', name: 'Vegan', url: '/certificates/vegan', description: 'Contains no ingredients of animal origin.', isCertificate: true, productCount: 120 },
  breadcrumbs: [
    { name: 'Home', url: '/' },
    { name: 'Properties and certificates', url: '/tags' },
    { name: 'Vegan', url: '/certificates/vegan' },
  ],
  topBrands: [
    { code: 'B001', name: 'Lumière', url: '/brands/lumiere', productCount: 14 },
    { code: 'B002', name: 'Aurora', url: '/brands/aurora', productCount: 9 },
  ],
  listing: aListing(),
  trackingInformationProducts: [],
  ...overrides,
});

const aFamilyChoice = (code: string, name: string, overrides: Partial<FragranceFamilyChoice> = {}): FragranceFamilyChoice => ({
  code,
  name,
  colour: '#f6d3df',
  icon: 'flower',
  count: 12,
  isSelected: false,
  url: `/fragrance-finder?family=floral%2C${code}&note=rose`,
  ...overrides,
});

export const aFragranceSearchPage = (overrides: Partial<FragranceSearchPageViewModel> = {}): FragranceSearchPageViewModel => ({
  ...pageBase('/fragrance-finder?family=floral&note=rose&sort=price-asc&page=2', 'Fragrance finder: Floral'),
  componentName: 'FragranceSearchPageViewModel',
  heading: 'Fragrance finder',
  intro: 'Choose the scent families you love, then narrow down by notes.',
  q: '',
  breadcrumbs: [
    { name: 'Home', url: '/' },
    { name: 'Fragrance', url: '/c/fragrance' },
    { name: 'Fragrance finder', url: '/fragrance-finder' },
  ],
  families: [
    aFamilyChoice('floral', 'Floral', { isSelected: true, count: 30, url: '/fragrance-finder?note=rose' }),
    aFamilyChoice('fresh', 'Fresh', { icon: 'wave', colour: '#d3ece6' }),
    aFamilyChoice('woody-earthy', 'Woody & Earthy', { icon: 'tree', count: 0 }),
    aFamilyChoice('warm-spicy', 'Warm & Spicy', { icon: 'flame' }),
  ],
  listing: aListing({
    products: [aProductCard({ name: 'Rose Noire Eau de Parfum', url: '/p/rose-noire/100001' })],
    totalCount: 30,
    facets: [
      {
        name: 'note',
        text: 'Notes',
        kind: 'multi',
        values: [
          { value: 'rose', text: 'Rose', count: 30, isSelected: true },
          { value: 'musk', text: 'Musk', count: 4, isSelected: false },
        ],
      },
      { name: 'audience', text: 'For', kind: 'single', values: [{ value: 'unisex', text: 'Unisex', count: 9, isSelected: false }] },
    ],
    filters: { brand: [], tag: [], inStock: false, family: ['floral'], note: ['rose'] },
  }),
  trackingInformationProducts: [],
  ...overrides,
});
