import type { CampaignPageViewModel } from '../../../contract/listing-pages';
import { campaignBySlug, campaignJson, campaignState, campaignUrl, isShownTo, runningCampaigns } from '../campaigns/campaign-repository';
import { campaignListName, campaignText } from '../campaigns/campaign-texts';
import { catalogText } from '../catalog/catalog-texts';
import { categoryUrl } from '../catalog/category-repository';
import { offersCategoryCode } from './category-page';
import { listingFallbackLinks, listingFor } from './listing';
import { listingParams, listingUrl } from './listing-params';
import { notFoundPage } from './not-found-page';
import { breadcrumbJsonLd, fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';

/**
 * /campaigns/{slug}: a running campaign of the shopper's market with its products. One not started yet, or of another
 * market, is not found. An ended one answers 410 Gone with the page saying so (no products; the market's running
 * campaigns instead): old newsletter links still land somewhere useful, and search engines drop the address for good.
 */
export async function campaignPage(context: PageContext, slug: string): Promise<PageResult> {
  const { db, shopper, now } = context;
  const { culture } = shopper;
  const params = listingParams(context.query);
  const campaign = await campaignBySlug(db, slug, culture);
  if (!campaign || !isShownTo(campaign, shopper.market, now)) return notFoundPage(context);
  const path = campaignUrl(campaign.slug);
  const hasEnded = campaignState(campaign, now) === 'ended';
  const breadcrumbs = [
    { name: catalogText(culture, 'home'), url: '/' },
    { name: catalogText(culture, 'offers'), url: categoryUrl(offersCategoryCode) },
    { name: campaign.name, url: path },
  ];
  const [running, shown] = await Promise.all([
    runningCampaigns(db, shopper.market, culture, now),
    hasEnded ? Promise.resolve(null) : listingFor(context, { kind: 'campaign', code: campaign.code }, params, campaignListName),
  ]);
  const otherCampaigns = running.filter((other) => other.code !== campaign.code).map((other) => ({ name: other.name, url: campaignUrl(other.slug) }));
  const title = hasEnded ? campaignText(culture, 'ended', { name: campaign.name }) : campaign.name;
  const page: CampaignPageViewModel = {
    ...pageBase(context, {
      componentName: 'CampaignPageViewModel',
      url: shown ? listingUrl(path, params) : path,
      title: params.page > 1 && shown ? `${title} (${params.page})` : title,
      description: campaign.description,
      section: 'campaigns',
      theme: campaign.theme,
      canonicalUrl: shown ? listingUrl(path, params, false) : path,
      jsonLd: [breadcrumbJsonLd(breadcrumbs)],
      ...(hasEnded ? { robots: 'noindex' } : {}),
    }),
    componentName: 'CampaignPageViewModel',
    campaign: campaignJson(campaign, now),
    breadcrumbs,
    ...(shown ? { listing: shown.listing } : {}),
    trackingInformationProducts: shown?.trackingInformationProducts ?? [],
    otherCampaigns,
  };
  return {
    status: hasEnded ? 410 : 200,
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: title }],
      paragraphs: [campaign.description],
      links: fallbackLinks(
        shown ? listingFallbackLinks(breadcrumbs, shown.listing, path, params, otherCampaigns) : [...breadcrumbs.slice(0, -1), ...otherCampaigns],
      ),
    })),
  };
}
