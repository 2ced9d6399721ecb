import type { Link, PageBase, PageFallback, PageMeta } from '@storefront/platform';
import { catalogText } from '../catalog/catalog-texts';
import type { PageContext } from './page-context';

export interface PageFields {
  componentName: string;
  url: string;
  title: string;
  description: string;
  /** The page's section, for tracking. */
  section: string;
  theme?: string;
  canonicalUrl?: string;
  jsonLd?: Record<string, unknown>[];
  metaElements?: PageMeta['elements'];
  robots?: string;
}

/** The PageBase fields every catalog page has. */
export function pageBase(context: PageContext, fields: PageFields): PageBase {
  const siteName = catalogText(context.shopper.culture, 'siteName');
  return {
    componentName: fields.componentName,
    url: fields.url,
    meta: {
      title: fields.title === siteName ? siteName : `${fields.title} | ${siteName}`,
      description: fields.description,
      ...(fields.robots ? { robots: fields.robots } : {}),
      elements: [
        { property: 'og:title', content: fields.title },
        { property: 'og:description', content: fields.description },
        { property: 'og:site_name', content: siteName },
        ...(fields.metaElements ?? []),
      ],
    },
    canonicalUrl: fields.canonicalUrl ?? fields.url,
    ...(fields.jsonLd ? { jsonLd: fields.jsonLd } : {}),
    currentTheme: fields.theme ?? 'default',
    trackingInformationSection: fields.section,
  };
}

/** Adds the no-JavaScript fallback when the gateway asked for it; building it is skipped otherwise. */
export function withFallback<Page extends PageBase>(context: PageContext, page: Page, build: () => PageFallback): Page {
  return context.includeFallback ? { ...page, fallback: build() } : page;
}

export const fallbackLinks = (links: Link[]) => links.map((link) => ({ href: link.url, text: link.name }));

export function breadcrumbJsonLd(breadcrumbs: Link[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
