import type { PageBase } from '@storefront/platform';

/** A page's theme marks the document; 'default' means no theme. */
export function applyTheme(root: HTMLElement, theme: string | undefined): void {
  if (!theme || theme === 'default') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

function upsertHeadElement<T extends HTMLElement>(doc: Document, selector: string, create: () => T): T {
  const existing = doc.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  doc.head.appendChild(element);
  return element;
}

const pageMetaMarker = 'data-page-meta';

/** Open Graph and similar elements, and JSON-LD, belong to one page: the previous page's go, the new ones come. */
function applyPageElements(doc: Document, page: PageBase): void {
  doc.head.querySelectorAll(`meta[property], meta[${pageMetaMarker}], script[type="application/ld+json"]`).forEach((el) => el.remove());
  for (const element of page.meta.elements ?? []) {
    const key = element.property ? 'property' : element.name ? 'name' : null;
    const value = element.property ?? element.name;
    if (!key || !value) continue;
    if (key === 'name') doc.head.querySelectorAll('meta[name]').forEach((el) => el.getAttribute('name') === value && el.remove());
    const meta = doc.createElement('meta');
    meta.setAttribute(key, value);
    meta.setAttribute(pageMetaMarker, '');
    meta.content = element.content;
    doc.head.appendChild(meta);
  }
  for (const linkingData of page.jsonLd ?? []) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(linkingData);
    doc.head.appendChild(script);
  }
}

/** Title, description, robots, canonical link, Open Graph, JSON-LD and theme of the page on screen. */
export function applyPageDocument(doc: Document, page: PageBase): void {
  doc.title = page.meta.title;
  applyTheme(doc.documentElement, page.currentTheme);

  const setMeta = (name: string, content: string | undefined) => {
    const selector = `meta[name="${name}"]`;
    if (!content) {
      doc.head.querySelector(selector)?.remove();
      return;
    }
    upsertHeadElement(doc, selector, () => {
      const meta = doc.createElement('meta');
      meta.name = name;
      return meta;
    }).content = content;
  };
  setMeta('description', page.meta.description);
  setMeta('robots', page.meta.robots);
  applyPageElements(doc, page);

  if (page.canonicalUrl) {
    upsertHeadElement(doc, 'link[rel="canonical"]', () => {
      const link = doc.createElement('link');
      link.rel = 'canonical';
      return link;
    }).href = new URL(page.canonicalUrl, doc.location.href).href;
  } else {
    doc.head.querySelector('link[rel="canonical"]')?.remove();
  }
}
