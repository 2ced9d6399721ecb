import type { Culture, MainMenu, MenuItem } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { catalogText } from '../catalog/catalog-texts';
import { allCategories, categoryUrl } from '../catalog/category-repository';
import { cmsContent, cmsSlugs, cmsUrl } from '../cms/cms-pages';
import { fragranceFinderPath, fragranceText } from '../fragrance/fragrance-texts';
import { offersCategoryCode } from '../pages/category-page';

const offersColor = '#c8102e';

/**
 * The main menu from the category tree in the shopper's language (up to four levels), plus Brands and Offers; the
 * fragrance finder is Fragrance's first item.
 */
export async function mainMenu(db: Queryable, culture: Culture): Promise<MainMenu> {
  const categories = await allCategories(db, culture);
  const items = new Map<string, MenuItem>();
  const top: MenuItem[] = [];
  for (const category of categories) {
    const item: MenuItem = { name: category.name, url: categoryUrl(category.code), ticket: `menu:${category.code}`, type: 'category', children: [] };
    items.set(category.code, item);
    const parent = category.parent_code ? items.get(category.parent_code) : undefined;
    (parent ? parent.children : top).push(item);
  }
  const finder = fragranceText(culture, 'heading');
  items.get('fragrance')?.children.unshift({ name: finder, url: fragranceFinderPath, ticket: 'menu:fragrance-finder', type: 'page', children: [] });
  return {
    items: [
      ...top,
      { name: catalogText(culture, 'brands'), url: '/brands', ticket: 'menu:brands', type: 'brand', children: [] },
      {
        name: catalogText(culture, 'offers'),
        url: categoryUrl(offersCategoryCode),
        ticket: 'menu:offers',
        type: 'campaign',
        fontColor: offersColor,
        children: [],
      },
    ],
    pages: cmsSlugs.map((slug) => ({
      name: cmsContent(slug, culture)!.title,
      url: cmsUrl(slug),
      ticket: `menu:info/${slug}`,
      type: 'page' as const,
      children: [],
    })),
  };
}
