import type { NextFunction, Request, Response } from 'express';
import { isCulture, isMarketCode, visitorCookies } from '../identity/visitor';
import { yearLongCookie } from './visitor-cookie';

const selectorParams = { culture: 'lang', market: 'market', switch: 'ssw' } as const;

/**
 * Country selector update: `?lang=..&market=..&ssw=1` on any GET stores the choice in cookies
 * and redirects to the same URL without those parameters. Unknown values change nothing.
 */
export function countrySelector(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET') return next();
  const url = new URL(req.originalUrl, 'http://gateway.invalid');
  const params = url.searchParams;
  if (params.get(selectorParams.switch) !== '1') return next();
  if (!params.has(selectorParams.culture) && !params.has(selectorParams.market)) return next();

  const culture = params.get(selectorParams.culture);
  const market = params.get(selectorParams.market);
  if (isCulture(culture)) res.cookie(visitorCookies.culture, culture, yearLongCookie(req));
  if (isMarketCode(market)) res.cookie(visitorCookies.market, market, yearLongCookie(req));

  for (const name of Object.values(selectorParams)) params.delete(name);
  const query = params.toString();
  const path = url.pathname.replace(/^\/+/, '/');
  res.set('Cache-Control', 'no-store').redirect(302, query ? `${path}?${query}` : path);
}
