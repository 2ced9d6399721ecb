import type { PageBase } from '@storefront/platform';
import { escapeHtml, jsonForScript, safeHref } from './escape';
import { fallbackStylesheetPath } from './render-fallback';

function metaTag(attribute: 'name' | 'property', key: string, content: unknown): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
}

/**
 * The page's title, meta elements, canonical link and JSON-LD, for the shell template's `<!--app-head-->`; the
 * fallback's stylesheet when the document carries the fallback instead of the rendered page.
 */
export function renderHead(page: PageBase | null, siteName: string, { withFallback = true } = {}): string {
  const meta = page?.meta;
  const title = typeof meta?.title === 'string' && meta.title ? meta.title : siteName;
  const tags = [`<title>${escapeHtml(title)}</title>`];
  if (withFallback) tags.push(`<link rel="stylesheet" href="${fallbackStylesheetPath}">`);
  if (meta?.description) tags.push(metaTag('name', 'description', meta.description));
  if (meta?.robots) tags.push(metaTag('name', 'robots', meta.robots));
  for (const element of Array.isArray(meta?.elements) ? meta.elements : []) {
    if (element?.property) tags.push(metaTag('property', element.property, element.content));
    else if (element?.name) tags.push(metaTag('name', element.name, element.content));
  }
  const canonical = safeHref(page?.canonicalUrl);
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  for (const linkingData of Array.isArray(page?.jsonLd) ? page.jsonLd : []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(linkingData)}</script>`);
  }
  return tags.join('\n    ');
}
