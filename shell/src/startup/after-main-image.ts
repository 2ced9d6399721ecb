/** The page's main image may keep the shell waiting this long at most: a slow image never keeps the page inert. */
export const mainImageWaitMs = 1500;

/** The id of the `<template>` holding the preloads of the page's remote (the gateway's renderPageLinks). */
export const pagePreloadsId = 'page-preloads';

/**
 * Resolves once the server-rendered page's main image (its `img[fetchpriority="high"]`, the largest paint) has been
 * painted: the browser reports it as a largest-contentful-paint entry (elsewhere: the image has loaded and two frames
 * have passed); at once for a page without one; after `waitMs` at the latest. Until then the shell loads none of its
 * code, so on a slow line the image has the bandwidth, and the first screen is complete before 170 KB of JavaScript
 * arrive.
 */
export function afterMainImage(doc: Document = document, waitMs = mainImageWaitMs): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!image) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === image)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      return;
    }
    const twoFrames = () => requestAnimationFrame(() => requestAnimationFrame(done));
    if (image.complete) twoFrames();
    else {
      image.addEventListener('load', twoFrames, { once: true });
      image.addEventListener('error', done, { once: true });
    }
  });
}

/** Starts the preloads of the page's remote that the document holds back in a template (none when it has none). */
export function startPagePreloads(doc: Document = document): void {
  const preloads = doc.getElementById(pagePreloadsId);
  if (preloads instanceof HTMLTemplateElement) doc.head.append(preloads.content.cloneNode(true));
}
