import type { BrandViewModel } from '../../../contract/listing-pages';
import { brandBySlug, brandUrl } from '../catalog/brand-repository';
import { catalogText } from '../catalog/catalog-texts';
import { listingFor } from './listing';
import { listingParams, listingUrl } from './listing-params';
import { notFoundPage } from './not-found-page';
import { breadcrumbJsonLd, fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';

export async function brandPage(context: PageContext, slug: string): Promise<PageResult> {
  const params = listingParams(context.query);
  const { culture } = context.shopper;
  const brand = await brandBySlug(context.db, slug);
  if (!brand) return notFoundPage(context);
  const path = brandUrl(brand.slug);
  const breadcrumbs = [
    { name: catalogText(culture, 'home'), url: '/' },
    { name: catalogText(culture, 'brands'), url: '/brands' },
    { name: brand.name, url: path },
  ];
  const { listing, trackingInformationProducts } = await listingFor(context, { kind: 'brand', code: brand.code }, params, brand.name);
  const page: BrandViewModel = {
    ...pageBase(context, {
      componentName: 'BrandViewModel',
      url: listingUrl(path, params),
      title: catalogText(culture, 'brandDescriptionTitle', { name: brand.name }),
      description: brand.description,
      section: 'brand',
      canonicalUrl: listingUrl(path, params, false),
      jsonLd: [breadcrumbJsonLd(breadcrumbs)],
    }),
    componentName: 'BrandViewModel',
    brand: { code: brand.code, name: brand.name, url: path, description: brand.description, color: brand.color },
    breadcrumbs,
    listing,
    trackingInformationProducts,
  };
  return {
    status: 200,
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: brand.name }],
      paragraphs: [brand.description],
      links: fallbackLinks([
        ...breadcrumbs.slice(0, -1),
        ...listing.products.map((card) => ({ name: card.name, url: card.url })),
      ]),
    })),
  };
}
