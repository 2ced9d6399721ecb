import type { StartPageBlock, StartPageViewModel } from '@storefront/platform';
import { bannerImage } from '../catalog/banner-image';
import { allBrands, brandUrl } from '../catalog/brand-repository';
import { catalogText } from '../catalog/catalog-texts';
import { allCategories, categoryUrl } from '../catalog/category-repository';
import { noFilters } from '../search/product-query';
import { searchProducts } from '../search/product-search';
import { categoryTreeUrl } from './category-tree-page';
import { fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';

const productsPerList = 12;
const brandsInStrip = 12;

export async function startPage(context: PageContext): Promise<PageResult> {
  const { db, shopper, today } = context;
  const text = (key: Parameters<typeof catalogText>[1], params?: Record<string, string | number>) =>
    catalogText(shopper.culture, key, params);
  const [newIn, bestsellers, categories, brands] = await Promise.all([
    searchProducts(db, { scope: { kind: 'new' }, filters: noFilters, sort: 'news', page: 1, pageSize: productsPerList, facets: [] }, shopper, today),
    searchProducts(db, { scope: { kind: 'all' }, filters: noFilters, sort: 'popularity', page: 1, pageSize: productsPerList, facets: [] }, shopper, today),
    allCategories(db, shopper.culture),
    allBrands(db),
  ]);
  const topCategories = categories.filter((category) => category.level === 1);
  const popularBrands = [...brands].sort((a, b) => b.product_count - a.product_count).slice(0, brandsInStrip);
  const offersLink = { name: text('shopOffers'), url: categoryUrl('offers') };
  const blocks: StartPageBlock[] = [
    {
      type: 'hero',
      heading: text('heroHeading'),
      text: text('heroText'),
      link: offersLink,
      image: bannerImage('hero', 'offers', text('heroHeading')),
    },
    { type: 'product-list', heading: text('newIn'), products: newIn.products },
    {
      type: 'category-tiles',
      heading: text('shopByCategory'),
      link: { name: text('categories'), url: categoryTreeUrl },
      links: topCategories.map((category) => ({
        name: category.name,
        url: categoryUrl(category.code),
        image: bannerImage('tile', category.code, category.name),
      })),
    },
    { type: 'product-list', heading: text('bestsellers'), products: bestsellers.products },
    {
      type: 'brand-strip',
      heading: text('popularBrands'),
      link: { name: text('seeAll'), url: '/brands' },
      links: popularBrands.map((brand) => ({ name: brand.name, url: brandUrl(brand.slug) })),
    },
  ];
  const heading = text('startHeading');
  const page: StartPageViewModel = {
    ...pageBase(context, {
      componentName: 'StartPageViewModel',
      url: '/',
      title: text('siteName'),
      description: text('startDescription', { count: brands.length }),
      section: 'start',
    }),
    componentName: 'StartPageViewModel',
    heading,
    blocks,
  };
  return {
    status: 200,
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: heading }, ...blocks.map((block) => ({ level: 2 as const, text: block.heading }))],
      paragraphs: [text('heroText')],
      links: fallbackLinks([
        offersLink,
        { name: text('categories'), url: categoryTreeUrl },
        ...topCategories.map((category) => ({ name: category.name, url: categoryUrl(category.code) })),
        ...[...newIn.products, ...bestsellers.products].map((card) => ({ name: `${card.brandName} ${card.name}`, url: card.url })),
        ...popularBrands.map((brand) => ({ name: brand.name, url: brandUrl(brand.slug) })),
      ]),
    })),
  };
}
