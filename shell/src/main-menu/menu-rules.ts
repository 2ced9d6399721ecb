import type { MenuItem } from '@storefront/platform';

/** Level 2 shows all children if exactly 6, otherwise the first 5 plus a 'show more' expander. */
export const levelTwoShownWhenExactly = 6;
export const levelTwoShownFirst = 5;
/** A column list splits into 4 columns. */
export const flyoutColumns = 4;

/** A site path ('/c/makeup') or an absolute http(s) URL. */
export function isValidMenuUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.trim() === '') return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Drops items without a valid url (and their children), reporting each one. */
export function validMenuItems(items: readonly MenuItem[], report: (item: MenuItem) => void): MenuItem[] {
  return items.flatMap((item) => {
    if (!isValidMenuUrl(item?.url)) {
      report(item);
      return [];
    }
    return [{ ...item, children: validMenuItems(Array.isArray(item.children) ? item.children : [], report) }];
  });
}

export const reportInvalidMenuItem = (item: MenuItem): void => {
  console.warn('Invalid menu item: no valid url', { name: item?.name, url: item?.url, ticket: item?.ticket });
};

/** The children a level-2 item lists at once, and those behind its 'show more' expander. */
export function levelTwoChildren(children: readonly MenuItem[]): { shown: MenuItem[]; more: MenuItem[] } {
  if (children.length === levelTwoShownWhenExactly) return { shown: [...children], more: [] };
  return { shown: children.slice(0, levelTwoShownFirst), more: children.slice(levelTwoShownFirst) };
}

/** Splits a list into `columns` consecutive parts, the first ones one longer when it does not divide evenly. */
export function splitIntoColumns<T>(items: readonly T[], columns = flyoutColumns): T[][] {
  const result: T[][] = [];
  const base = Math.floor(items.length / columns);
  const extra = items.length % columns;
  let start = 0;
  for (let column = 0; column < columns; column++) {
    const size = base + (column < extra ? 1 : 0);
    if (size === 0) break;
    result.push(items.slice(start, start + size));
    start += size;
  }
  return result;
}

/** Items the desktop flyout shows (the mobile drawer shows them all). */
export const flyoutItems = (items: readonly MenuItem[]): MenuItem[] => items.filter((item) => !item.hideInFlyout);
