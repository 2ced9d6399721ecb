import type { Request } from 'express';
import { defaultCultureFor, type Culture, type MarketCode } from '@storefront/platform';
import { cultures } from '@storefront/platform/phrases';

export const visitorCookies = {
  market: 'market',
  culture: 'lang',
  storeDevice: 'storeDevice',
} as const;

export const marketCodes: readonly MarketCode[] = ['SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL'];

export const defaultMarket: MarketCode = 'SE';

/** Who is visiting, as far as the gateway knows from cookies (no login yet). */
export interface Visitor {
  market: MarketCode;
  culture: Culture;
  isStoreDevice: boolean;
}

export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === 'string' && (marketCodes as readonly string[]).includes(value);
}

export function isCulture(value: unknown): value is Culture {
  return typeof value === 'string' && (cultures as readonly string[]).includes(value);
}

export function visitorFrom(req: Request): Visitor {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  const marketCookie = cookies[visitorCookies.market];
  const cultureCookie = cookies[visitorCookies.culture];
  const market = isMarketCode(marketCookie) ? marketCookie : defaultMarket;
  return {
    market,
    culture: isCulture(cultureCookie) ? cultureCookie : defaultCultureFor(market),
    isStoreDevice: Boolean(cookies[visitorCookies.storeDevice]),
  };
}
