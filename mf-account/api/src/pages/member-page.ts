import type { Response } from 'express';
import type { PageBase } from '@storefront/platform';
import { pageTitle } from '@storefront/platform/server';

/**
 * The PageBase of a page of a member's own: never indexed, tracked as 'my pages' (the club page as 'club'). `url` is
 * the address the browser shows (without /page).
 */
export function memberPageBase<Name extends string>(
  componentName: Name,
  url: string,
  title: string,
  trackingInformationSection = 'my pages',
): PageBase & { componentName: Name } {
  return { componentName, url, meta: { title: pageTitle(title), robots: 'noindex' }, currentTheme: 'default', trackingInformationSection };
}

/** A member's data is theirs alone: no cache on the way may keep it. */
export function sendPrivate(res: Response, body: unknown): void {
  res.setHeader('Cache-Control', 'no-store');
  res.json(body);
}
