/** The first screen may keep the shell waiting this long at most: a slow image never keeps the page inert. */
export const firstScreenWaitMs = 1500;

/**
 * The id of the `<template>` holding the preloads of the page's remote (the gateway's renderPageLinks):
 * documentDataIds.pagePreloads, written out because this runs before the async boundary, where the shared platform
 * cannot be imported yet. A test holds the two equal.
 */
export const pagePreloadsId = 'page-preloads';

type PaintEntry = PerformanceEntry & { element?: Element | null };

function observes(type: string): boolean {
  return typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes(type);
}

/**
 * Resolves once the server-rendered first screen has been painted: the page's main image (its
 * `img[fetchpriority="high"]`, the largest paint) when it has one, as the browser reports it in a
 * largest-contentful-paint entry, else the first contentful paint (where those entries are missing: the image's load,
 * then two frames); `waitMs` at the latest. Until then the shell loads none of its code, so on a slow line the first
 * screen has the bandwidth and is complete before 170 KB of JavaScript arrive.
 */
export function afterFirstScreen(doc: Document = document, waitMs = firstScreenWaitMs): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  return new Promise<void>((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    const watch = (type: string, painted: (entry: PaintEntry) => boolean) => {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => painted(entry))) done();
      });
      observer.observe({ type, buffered: true });
    };
    const twoFrames = () => requestAnimationFrame(() => requestAnimationFrame(done));
    if (image && observes('largest-contentful-paint')) watch('largest-contentful-paint', (entry) => entry.element === image);
    else if (!image && observes('paint')) watch('paint', (entry) => entry.name === 'first-contentful-paint');
    else if (!image || image.complete) twoFrames();
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
