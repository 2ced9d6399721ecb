import type { Response } from 'express';
import { memberPageBase as platformMemberPageBase } from '@storefront/platform/server';

/**
 * The PageBase of a page of a member's own: never indexed, tracked as 'my pages' (the club page as 'club'). `url` is
 * the address the browser shows (without /page).
 */
export const memberPageBase = <Name extends string>(componentName: Name, url: string, title: string, trackingInformationSection = 'my pages') =>
  platformMemberPageBase(componentName, url, title, trackingInformationSection);

/** A member's data is theirs alone: no cache on the way may keep it. */
export function sendPrivate(res: Response, body: unknown): void {
  res.setHeader('Cache-Control', 'no-store');
  res.json(body);
}
