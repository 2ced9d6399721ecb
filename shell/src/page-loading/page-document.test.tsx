import type { PageBase } from '@storefront/platform';
import { applyPageDocument } from './page-document';

const page = (overrides: Partial<PageBase> = {}): PageBase => ({
  componentName: 'CmsPageViewModel',
  url: '/info/delivery',
  meta: { title: 'Delivery' },
  currentTheme: 'default',
  ...overrides,
});

describe('applyPageDocument', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="viewport" content="width=device-width"><meta property="og:title" content="Server page">';
    delete document.documentElement.dataset.theme;
  });

  it('sets title, description, canonical link and theme', () => {
    applyPageDocument(document, page({ meta: { title: 'Delivery', description: 'How we deliver' }, canonicalUrl: '/info/delivery', currentTheme: 'summer' }));
    expect(document.title).toBe('Delivery');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('How we deliver');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/info/delivery');
    expect(document.documentElement.dataset.theme).toBe('summer');
  });

  it("means no theme for 'default' and drops what the next page does not have", () => {
    applyPageDocument(document, page({ meta: { title: 'A', description: 'x' }, canonicalUrl: '/a', currentTheme: 'summer' }));
    applyPageDocument(document, page());
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("replaces the previous page's Open Graph elements and JSON-LD, keeping the viewport", () => {
    applyPageDocument(
      document,
      page({ meta: { title: 'Lipstick', elements: [{ property: 'og:title', content: 'Lipstick' }, { name: 'twitter:card', content: 'summary' }] }, jsonLd: [{ '@type': 'Product' }] }),
    );
    expect([...document.head.querySelectorAll('meta[property="og:title"]')].map((m) => m.getAttribute('content'))).toEqual(['Lipstick']);
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"@type":"Product"}');
    applyPageDocument(document, page());
    expect(document.head.querySelector('meta[property], meta[name="twitter:card"], script')).toBeNull();
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
  });
});
