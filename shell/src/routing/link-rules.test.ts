import { appPath, decideLinkClick, type LinkClick } from './link-rules';

const click = (overrides: Partial<LinkClick> = {}): LinkClick => ({
  href: 'https://shop.test/c/makeup',
  target: null,
  hasDownload: false,
  rel: null,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  currentHref: 'https://shop.test/',
  editMode: false,
  fullReload: false,
  ...overrides,
});

describe('decideLinkClick', () => {
  it('navigates client-side for a plain click on a same-host link', () => {
    expect(decideLinkClick(click())).toBe('client');
    expect(decideLinkClick(click({ target: '_self' }))).toBe('client');
  });

  it.each([
    ['meta', { metaKey: true }],
    ['ctrl', { ctrlKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, overrides) => {
    expect(decideLinkClick(click(overrides))).toBe('browser');
  });

  it('leaves target=_blank, download links, edit mode, full-reload links and handled clicks to the browser', () => {
    expect(decideLinkClick(click({ target: '_blank' }))).toBe('browser');
    expect(decideLinkClick(click({ hasDownload: true }))).toBe('browser');
    expect(decideLinkClick(click({ editMode: true }))).toBe('browser');
    expect(decideLinkClick(click({ defaultPrevented: true }))).toBe('browser');
    expect(decideLinkClick(click({ fullReload: true }))).toBe('browser');
  });

  it('leaves external links and other protocols to the browser', () => {
    expect(decideLinkClick(click({ href: 'https://www.instagram.com/shop' }))).toBe('browser');
    expect(decideLinkClick(click({ href: 'http://shop.test:8081/c/makeup' }))).toBe('browser');
    expect(decideLinkClick(click({ href: 'mailto:help@shop.test' }))).toBe('browser');
    expect(decideLinkClick(click({ rel: 'noopener external' }))).toBe('browser');
  });

  it('leaves a hash-only change on the same page to the browser', () => {
    expect(decideLinkClick(click({ href: 'https://shop.test/c/makeup?page=2#reviews', currentHref: 'https://shop.test/c/makeup?page=2' }))).toBe(
      'browser',
    );
  });

  it('loads another page that has a hash client-side', () => {
    expect(decideLinkClick(click({ href: 'https://shop.test/info/delivery#costs' }))).toBe('client');
  });

  it('opens PDF links in a new tab, also on the same host', () => {
    expect(decideLinkClick(click({ href: 'https://shop.test/files/terms.PDF' }))).toBe('new-tab');
  });

  it('gives the in-app path of a link', () => {
    expect(appPath('https://shop.test/c/makeup?page=2#top')).toBe('/c/makeup?page=2#top');
  });
});
