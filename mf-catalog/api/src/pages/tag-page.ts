import type { CertificateViewModel, ProductTagPageViewModel } from '../../../contract/listing-pages';
import { catalogText } from '../catalog/catalog-texts';
import { topBrands } from '../catalog/top-brands';
import { productTagOf, tagByCode, type TagRecord } from '../tags/tag-repository';
import { tagText } from '../tags/tag-texts';
import { listingFallbackLinks, listingFor } from './listing';
import { listingParams, listingUrl, type ListingParams } from './listing-params';
import { notFoundPage } from './not-found-page';
import { breadcrumbJsonLd, fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';
import { tagListUrl } from './tag-list-page';

/** How many brands a certificate page names. */
const certificateTopBrands = 8;

/** The page of a tag (ProductTagPageViewModel) or a certificate (CertificateViewModel): what it means and its products. */
async function tagListingPage(context: PageContext, tag: TagRecord, params: ListingParams): Promise<PageResult> {
  const { culture } = context.shopper;
  const shown = productTagOf(tag, culture);
  const breadcrumbs = [
    { name: catalogText(culture, 'home'), url: '/' },
    { name: tagText(culture, 'tags'), url: tagListUrl },
    { name: shown.name, url: shown.url },
  ];
  const scope = { kind: 'tag', code: tag.code } as const;
  const [{ listing, trackingInformationProducts }, brands] = await Promise.all([
    listingFor(context, scope, params, shown.name),
    tag.is_certificate ? topBrands(context.db, scope, certificateTopBrands, context.shopper, context.today) : Promise.resolve([]),
  ]);
  const base = {
    url: listingUrl(shown.url, params),
    title: params.page > 1 ? `${shown.name} (${params.page})` : shown.name,
    description: shown.description,
    section: tag.is_certificate ? 'certificate' : 'category',
    canonicalUrl: listingUrl(shown.url, params, false),
    jsonLd: [breadcrumbJsonLd(breadcrumbs)],
  };
  const page: CertificateViewModel | ProductTagPageViewModel = tag.is_certificate
    ? {
        ...pageBase(context, { ...base, componentName: 'CertificateViewModel' }),
        componentName: 'CertificateViewModel',
        certificate: shown,
        breadcrumbs,
        topBrands: brands,
        listing,
        trackingInformationProducts,
      }
    : {
        ...pageBase(context, { ...base, componentName: 'ProductTagPageViewModel' }),
        componentName: 'ProductTagPageViewModel',
        tag: shown,
        breadcrumbs,
        listing,
        trackingInformationProducts,
      };
  return {
    status: 200,
    // Asked for under the other path (/tags/vegan for a certificate): the shell shows the page's own address.
    ...(context.path === shown.url ? {} : { actualUrl: shown.url }),
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: shown.name }],
      paragraphs: [shown.description],
      links: fallbackLinks(listingFallbackLinks(breadcrumbs, listing, shown.url, params, brands)),
    })),
  };
}

/** /tags/{code} and /certificates/{code}: either path finds any tag; the page answers with its own address. */
export async function tagPage(context: PageContext, code: string): Promise<PageResult> {
  const params = listingParams(context.query);
  const tag = await tagByCode(context.db, code, context.shopper.culture);
  return tag ? tagListingPage(context, tag, params) : notFoundPage(context);
}
