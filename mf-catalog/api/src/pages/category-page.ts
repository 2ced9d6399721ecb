import type { Link } from '@storefront/platform';
import type { CategoryViewModel } from '../../../contract/listing-pages';
import { catalogText } from '../catalog/catalog-texts';
import { categoryByCode, categoryPath, categoryUrl, childCategories } from '../catalog/category-repository';
import { isFragranceCategory } from '../fragrance/fragrance-profile';
import { fragranceFinderPath, fragranceText } from '../fragrance/fragrance-texts';
import type { ListingScope } from '../search/product-query';
import { listingFallbackLinks, listingFor } from './listing';
import { listingParams, listingUrl } from './listing-params';
import { notFoundPage } from './not-found-page';
import { breadcrumbJsonLd, fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';

/** The campaign listing behind the menu's "Offers" item: every product on sale or with a member price. */
export const offersCategoryCode = 'offers';

interface CategoryShown {
  code: string;
  name: string;
  description: string;
  theme: string;
  section: string;
  filter: ListingScope;
  breadcrumbs: Link[];
  children: (Link & { productCount: number })[];
}

async function categoryShown(context: PageContext, code: string): Promise<CategoryShown | null> {
  const { db, shopper } = context;
  const home = { name: catalogText(shopper.culture, 'home'), url: '/' };
  if (code === offersCategoryCode) {
    const name = catalogText(shopper.culture, 'offers');
    return {
      code,
      name,
      description: catalogText(shopper.culture, 'offersDescription'),
      theme: 'default',
      section: 'campaigns',
      filter: { kind: 'offers' },
      breadcrumbs: [home, { name, url: categoryUrl(code) }],
      children: [],
    };
  }
  const category = await categoryByCode(db, code, shopper.culture);
  if (!category) return null;
  const [path, children] = await Promise.all([categoryPath(db, code, shopper.culture), childCategories(db, code, shopper.culture)]);
  return {
    code,
    name: category.name,
    description: category.description,
    theme: category.theme,
    section: 'category',
    filter: { kind: 'category', code },
    breadcrumbs: [home, ...path.map((step) => ({ name: step.name, url: categoryUrl(step.code) }))],
    children: children.map((child) => ({ name: child.name, url: categoryUrl(child.code), productCount: child.product_count })),
  };
}

export async function categoryPage(context: PageContext, code: string): Promise<PageResult> {
  const params = listingParams(context.query);
  const shown = await categoryShown(context, code);
  if (!shown) return notFoundPage(context);
  const path = categoryUrl(code);
  const { listing, trackingInformationProducts } = await listingFor(context, shown.filter, params, shown.name);
  const page: CategoryViewModel = {
    ...pageBase(context, {
      componentName: 'CategoryViewModel',
      url: listingUrl(path, params),
      title: params.page > 1 ? `${shown.name} (${params.page})` : shown.name,
      description: shown.description,
      section: shown.section,
      theme: shown.theme,
      canonicalUrl: listingUrl(path, params, false),
      jsonLd: [breadcrumbJsonLd(shown.breadcrumbs)],
    }),
    componentName: 'CategoryViewModel',
    category: { code, name: shown.name, url: path, description: shown.description },
    breadcrumbs: shown.breadcrumbs,
    children: shown.children,
    listing,
    trackingInformationProducts,
    ...(isFragranceCategory(code) ? { fragranceFinder: { name: fragranceText(context.shopper.culture, 'finderLink'), url: fragranceFinderPath } } : {}),
  };
  return {
    status: 200,
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: shown.name }],
      paragraphs: [shown.description],
      links: fallbackLinks(listingFallbackLinks(shown.breadcrumbs, listing, path, params, [...(page.fragranceFinder ? [page.fragranceFinder] : []), ...shown.children])),
    })),
  };
}
