import { documentDataIds } from '@storefront/platform';
import { afterFirstScreen, pagePreloadsId, startPagePreloads } from './after-first-screen';

function pageWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root">${html}</div>`;
  return doc;
}

describe('afterFirstScreen', () => {
  afterEach(() => jest.useRealTimers());

  it('on a page without a main image, waits two frames (no paint entries here)', async () => {
    jest.useFakeTimers();
    let started = false;
    void afterFirstScreen(pageWith('<h1>Basket</h1><img src="/a.jpg" loading="lazy">')).then(() => (started = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toBe(false);
    await jest.advanceTimersByTimeAsync(40);
    expect(started).toBe(true);
  });

  it('waits for the main image to load and two frames to pass (no largest-paint entries here)', async () => {
    jest.useFakeTimers();
    const doc = pageWith('<img src="/hero.avif" fetchpriority="high">');
    const image = doc.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    let started = false;
    void afterFirstScreen(doc, 1500).then(() => (started = true));
    await jest.advanceTimersByTimeAsync(100);
    expect(started).toBe(false);
    image.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(40);
    expect(started).toBe(true);
  });

  it('never waits longer than waitMs for an image that does not come', async () => {
    jest.useFakeTimers();
    const doc = pageWith('<img src="/slow.avif" fetchpriority="high">');
    Object.defineProperty(doc.querySelector('img')!, 'complete', { value: false });
    let started = false;
    void afterFirstScreen(doc, 1500).then(() => (started = true));
    await jest.advanceTimersByTimeAsync(1499);
    expect(started).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });
});

describe('startPagePreloads', () => {
  it('moves the template’s preloads into the head, where the browser starts them', () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = `<template id="${pagePreloadsId}"><link rel="preload" as="script" href="/remotes/catalog/remoteEntry.js"></template>`;
    expect(doc.head.querySelectorAll(':scope > link[rel="preload"]')).toHaveLength(0);
    startPagePreloads(doc);
    expect([...doc.head.querySelectorAll(':scope > link[rel="preload"]')].map((link) => link.getAttribute('href'))).toEqual(['/remotes/catalog/remoteEntry.js']);
  });

  it('reads the template the gateway writes', () => {
    expect(pagePreloadsId).toBe(documentDataIds.pagePreloads);
  });
});
