import type { PageBase, PageFallback } from '@storefront/platform';

const siteName = 'Beauty Store';

/**
 * The PageBase of a member page: never indexed, tracked as "my pages". `fallback` (the no-JavaScript rendering) is
 * added only when the gateway asks for it.
 */
export function memberPageBase<Name extends string>(
  componentName: Name,
  url: string,
  title: string,
  fallback: (() => PageFallback) | null,
): PageBase & { componentName: Name } {
  return {
    componentName,
    url,
    meta: { title: `${title} | ${siteName}`, robots: 'noindex' },
    currentTheme: 'default',
    trackingInformationSection: 'my pages',
    ...(fallback ? { fallback: fallback() } : {}),
  };
}
