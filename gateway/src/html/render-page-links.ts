import { documentDataIds } from '@storefront/platform';
import { escapeHtml } from './escape';

/** The frame's stylesheets, for a document whose #root the shell's server bundle rendered. */
export function renderFrameLinks(stylesheets: string[]): string {
  return stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n    ');
}

/**
 * The page's own stylesheets (render-blocking, so nothing restyles after the first paint) and preloads of the scripts
 * that hydrate it: its remote's manifest, entry and module. The preloads wait in a template until the first screen has
 * been painted (the shell's afterFirstScreen starts them with its own code), so on a slow line the first screen does
 * not share the bandwidth with them.
 */
export function renderPageLinks(team: string, files: { stylesheets: string[]; scripts: string[] }): string {
  const preloads = [
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/${escapeHtml(team)}/mf-manifest.json">`,
    ...files.scripts.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
  ];
  return [
    // data-href is the file name the remote's chunk loading looks for: it finds the stylesheet here and adds no copy.
    ...files.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" data-href="${escapeHtml(href.slice(href.lastIndexOf('/') + 1))}">`),
    `<template id="${documentDataIds.pagePreloads}">${preloads.join('')}</template>`,
  ].join('\n    ');
}
