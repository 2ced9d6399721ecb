/** What the shell does with a click on a link: navigate itself, open a new tab, or leave it to the browser. */
export type LinkClickDecision = 'client' | 'new-tab' | 'browser';

export interface LinkClick {
  /** The link's resolved address (`anchor.href`). */
  href: string;
  /** The link's target attribute, if any. */
  target: string | null;
  hasDownload: boolean;
  rel: string | null;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  /** The address of the page the click happened on. */
  currentHref: string;
  /** Content editing mode: links behave as in any page. */
  editMode: boolean;
  /** The link asks for a full page load (`data-full-reload`), e.g. a language switch. */
  fullReload: boolean;
}

const isModified = (click: LinkClick) => click.metaKey || click.ctrlKey || click.shiftKey || click.altKey || click.button !== 0;

const parse = (href: string): URL | null => {
  try {
    return new URL(href);
  } catch {
    return null;
  }
};

export const isPdfLink = (url: URL): boolean => /\.pdf$/i.test(url.pathname);

/** Same page, only the hash differs (or the link is just a hash): the browser scrolls, nothing loads. */
export function isHashChangeOnly(url: URL, current: URL): boolean {
  return url.origin === current.origin && url.pathname === current.pathname && url.search === current.search && url.hash !== '';
}

export function decideLinkClick(click: LinkClick): LinkClickDecision {
  if (click.defaultPrevented || isModified(click) || click.editMode || click.hasDownload || click.fullReload) return 'browser';
  if (click.target && click.target !== '_self') return 'browser';
  const url = parse(click.href);
  const current = parse(click.currentHref);
  if (!url || !current || (url.protocol !== 'http:' && url.protocol !== 'https:')) return 'browser';
  if (isPdfLink(url)) return 'new-tab';
  if (url.host !== current.host || click.rel?.split(/\s+/).includes('external')) return 'browser';
  if (isHashChangeOnly(url, current)) return 'browser';
  return 'client';
}

/** The in-app address of a same-host link: path, query and hash. */
export const appPath = (href: string): string => {
  const url = new URL(href);
  return `${url.pathname}${url.search}${url.hash}`;
};
