import type { PageBase } from '../../pages/page-types';
import { pageTitle } from './page-title';

/**
 * The PageBase of a page of a member's own (their lists, their feed, their profile to change): never indexed, in the
 * default theme, tracked as `trackingInformationSection`. `url` is the address the browser shows (without /page).
 */
export function memberPageBase<Name extends string>(
  componentName: Name,
  url: string,
  title: string,
  trackingInformationSection: string,
): PageBase & { componentName: Name } {
  return { componentName, url, meta: { title: pageTitle(title), robots: 'noindex' }, currentTheme: 'default', trackingInformationSection };
}
