import { documentDataIds } from '@storefront/platform';
import { escapeHtml } from './escape';

/** The frame's stylesheets, for a document whose #root the shell's server bundle rendered. */
export function renderFrameLinks(stylesheets: string[]): string {
  return stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n    ');
}

/**
 * A page whose first HTML has a main image: the image the shell waits for (its afterMainImage). React writes the
 * attribute as `fetchPriority`; HTML does not mind the case.
 */
const mainImage = /<img\s[^>]*\bfetchpriority="high"/i;

/**
 * The page's own stylesheets (render-blocking, so nothing restyles after the first paint) and preloads of the scripts
 * that hydrate it: its remote's manifest, entry and module. On a page with a main image the preloads wait in a
 * template until the image has been painted (the shell's afterMainImage starts them with its own code), so on a slow
 * line the first screen's image does not share the bandwidth with them; on a page without one they start at once.
 */
export function renderPageLinks(team: string, files: { html: string; stylesheets: string[]; scripts: string[] }): string {
  const preloads = [
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/${escapeHtml(team)}/mf-manifest.json">`,
    ...files.scripts.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
  ];
  return [
    // data-href is the file name the remote's chunk loading looks for: it finds the stylesheet here and adds no copy.
    ...files.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" data-href="${escapeHtml(href.slice(href.lastIndexOf('/') + 1))}">`),
    ...(mainImage.test(files.html) ? [`<template id="${documentDataIds.pagePreloads}">${preloads.join('')}</template>`] : preloads),
  ].join('\n    ');
}
