import type { Culture, MarketCode } from '@storefront/platform';
import { jsErrorParam } from '../page-loading/render-error-recovery';

export interface CountryChoice {
  market: MarketCode;
  culture: Culture;
}

/** The country selector reloads the page with lang, market and ssw=1. */
export function countrySelectorUrl(currentHref: string, { market, culture }: CountryChoice): string {
  const url = new URL(currentHref);
  url.searchParams.delete(jsErrorParam);
  url.searchParams.set('lang', culture);
  url.searchParams.set('market', market);
  url.searchParams.set('ssw', '1');
  url.hash = '';
  return url.toString();
}
