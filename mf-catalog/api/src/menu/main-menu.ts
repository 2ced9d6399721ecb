import type { MainMenu, MenuItem } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { campaignUrl, runningCampaigns } from '../campaigns/campaign-repository';
import { catalogText } from '../catalog/catalog-texts';
import { allCategories, categoryUrl, nestCategories } from '../catalog/category-repository';
import type { Shopper } from '../catalog/shopper';
import { cmsContent, cmsSlugs, cmsUrl } from '../cms/cms-pages';
import { fragranceFinderPath, fragranceText } from '../fragrance/fragrance-texts';
import { offersCategoryCode } from '../pages/category-page';

const offersColor = '#c8102e';

/**
 * The main menu from the category tree in the shopper's language (up to four levels), plus Brands and Offers; the
 * campaigns running in the shopper's market at `now` are Offers' children, and the fragrance finder is Fragrance's first item.
 */
export async function mainMenu(db: Queryable, shopper: Pick<Shopper, 'culture' | 'market'>, now: number): Promise<MainMenu> {
  const { culture, market } = shopper;
  const [categories, campaigns] = await Promise.all([allCategories(db, culture), runningCampaigns(db, market, culture, now)]);
  const { top, byCode } = nestCategories(categories, (category): MenuItem => ({
    name: category.name,
    url: categoryUrl(category.code),
    ticket: `menu:${category.code}`,
    type: 'category',
    children: [],
  }));
  const finder = fragranceText(culture, 'heading');
  byCode.get('fragrance')?.children.unshift({ name: finder, url: fragranceFinderPath, ticket: 'menu:fragrance-finder', type: 'page', children: [] });
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
        children: campaigns.map((campaign) => ({
          name: campaign.name,
          url: campaignUrl(campaign.slug),
          ticket: `menu:campaigns/${campaign.code}`,
          type: 'campaign' as const,
          fontColor: campaign.color,
          children: [],
        })),
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
