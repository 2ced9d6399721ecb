import { pageRequestParams } from '@storefront/platform';

const hiddenParams: string[] = Object.values(pageRequestParams);

function split(originalUrl: string): { pathname: string; params: URLSearchParams } {
  const url = new URL(originalUrl, 'http://gateway.invalid');
  return { pathname: url.pathname, params: url.searchParams };
}

function withQuery(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The team's page endpoint for a page URL: `/c/makeup?page=2` → `/page/c/makeup?page=2`. */
export function teamPagePath(originalUrl: string, options: { fallback: boolean }): string {
  const { pathname, params } = split(originalUrl);
  params.delete(pageRequestParams.fallback);
  if (options.fallback) params.set(pageRequestParams.fallback, '1');
  return withQuery(`/page${pathname}`, params);
}

/** The URL the visitor sees: the page URL without the hidden page-request parameters. */
export function visibleUrl(originalUrl: string): string {
  const { pathname, params } = split(originalUrl);
  for (const name of hiddenParams) params.delete(name);
  return withQuery(pathname, params);
}

export function wantsAppShellData(originalUrl: string): boolean {
  return split(originalUrl).params.get(pageRequestParams.includeAppShellData) === '1';
}

/** Calls live under `/api`, and no page does: a path there that no team claims is no page either. */
export function isCallPath(path: string): boolean {
  return /^\/api(\/|$)/i.test(path);
}
