import type { PageFallback } from '@storefront/platform';
import { escapeHtml, safeHref } from './escape';

export interface FallbackTexts {
  noScript: string;
  siteName: string;
}

/** The stylesheet of the fallback, served by the gateway beside the HTML it renders. */
export const fallbackStylesheetPath = '/fallback.css';

/** Header and main landmarks around the fallback's content, so it reads as a page without the shell. */
function fallbackPage(content: string, texts: FallbackTexts): string {
  return (
    `<div class="s_Fallback">${noScriptMessage(texts)}` +
    `<header class="s_Fallback__header"><a href="/" class="s_Fallback__home">${escapeHtml(texts.siteName)}</a></header>` +
    `<main class="s_Fallback__main">${content}</main></div>`
  );
}

function noScriptMessage(texts: FallbackTexts): string {
  return `<noscript><p class="s_Fallback__noScript">${escapeHtml(texts.noScript)}</p></noscript>`;
}

/** The page as plain HTML for visitors and crawlers without JavaScript; the shell replaces it when it starts. */
export function renderFallback(fallback: PageFallback | undefined, texts: FallbackTexts): string {
  const parts: string[] = [];
  for (const heading of Array.isArray(fallback?.headings) ? fallback.headings : []) {
    const level = [1, 2, 3].includes(heading?.level) ? heading.level : 2;
    parts.push(`<h${level}>${escapeHtml(heading?.text)}</h${level}>`);
  }
  for (const paragraph of Array.isArray(fallback?.paragraphs) ? fallback.paragraphs : []) {
    parts.push(`<p>${escapeHtml(paragraph)}</p>`);
  }
  const links = (Array.isArray(fallback?.links) ? fallback.links : [])
    .map((link) => ({ href: safeHref(link?.href), text: link?.text }))
    .filter((link): link is { href: string; text: string } => link.href !== null);
  if (links.length > 0) {
    const items = links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></li>`);
    parts.push(`<ul class="s_Fallback__links">${items.join('')}</ul>`);
  }
  return fallbackPage(parts.join(''), texts);
}

/** What a visitor sees when the page's team cannot answer. */
export function renderProblemFallback(message: string, texts: FallbackTexts): string {
  return fallbackPage(`<p class="s_Fallback__problem" role="alert">${escapeHtml(message)}</p>`, texts);
}
