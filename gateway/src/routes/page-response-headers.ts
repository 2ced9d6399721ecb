import type { IncomingHttpHeaders } from 'node:http';
import { httpHeaders } from '@storefront/platform';
import { visibleUrl } from './page-url';

/** Headers every page response carries: the store version and the URL the page really lives at. */
export function pageResponseHeaders(
  originalUrl: string,
  teamHeaders: IncomingHttpHeaders | Headers,
  serverVersion: string,
): Record<string, string> {
  const teamActualUrl =
    teamHeaders instanceof Headers ? teamHeaders.get(httpHeaders.actualUrl) : teamHeaders[httpHeaders.actualUrl];
  return {
    [httpHeaders.serverVersion]: serverVersion,
    [httpHeaders.actualUrl]: typeof teamActualUrl === 'string' && teamActualUrl ? teamActualUrl : visibleUrl(originalUrl),
  };
}
