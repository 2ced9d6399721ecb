import type { NextFunction, Request, Response } from 'express';
import { visitorCookies } from '../identity/visitor';
import { yearLongCookie } from '../app-shell/visitor-cookie';

/** A store device is set up once by opening any page with `?config=kiosk`; the cookie keeps it a kiosk. */
export function kioskMode(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'GET' && req.query.config === 'kiosk' && !req.cookies?.[visitorCookies.storeDevice]) {
    res.cookie(visitorCookies.storeDevice, '1', yearLongCookie(req));
    req.cookies = { ...req.cookies, [visitorCookies.storeDevice]: '1' };
  }
  next();
}
