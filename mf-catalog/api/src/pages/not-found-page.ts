import type { PageNotFoundViewModel } from '../../../contract/content-pages';
import { catalogText } from '../catalog/catalog-texts';
import { cmsContent, cmsUrl } from '../cms/cms-pages';
import { fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';

export function notFoundPage(context: PageContext): PageResult {
  const { culture } = context.shopper;
  const heading = catalogText(culture, 'notFoundHeading');
  const text = catalogText(culture, 'notFoundText');
  const links = [
    { name: catalogText(culture, 'home'), url: '/' },
    { name: catalogText(culture, 'offers'), url: '/c/offers' },
    { name: catalogText(culture, 'brands'), url: '/brands' },
    { name: cmsContent('customer-service', culture)!.title, url: cmsUrl('customer-service') },
  ];
  const page: PageNotFoundViewModel = {
    ...pageBase(context, {
      componentName: 'PageNotFoundViewModel',
      url: context.path,
      title: heading,
      description: text,
      section: 'cms',
      robots: 'noindex',
    }),
    componentName: 'PageNotFoundViewModel',
    heading,
    text,
    links,
  };
  return {
    status: 404,
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: heading }],
      paragraphs: [text],
      links: fallbackLinks(links),
    })),
  };
}
