// Client navigation figure of issue 14: on a hydrated start page, hover a product link and click it; the time from the
// click to the product page's heading (h1) being visible, over different product links, each from a fresh start page.
import { percentile } from './percentile.mjs';

/** A shopper's pause between pointing at a link and clicking it (what a hover-started prefetch could use). */
const hoverBeforeClickMs = 100;

/**
 * In the page: from the next click, watches for an h1 that was not on the page before to be visible at `path`, on
 * every DOM change and every frame; `window.headingAfterClick` resolves with the ms from the click to that moment.
 */
function watchForHeading(path) {
  const before = new Set(document.querySelectorAll('h1'));
  const shown = () =>
    location.pathname === path && [...document.querySelectorAll('h1')].some((h1) => !before.has(h1) && h1.checkVisibility());
  window.headingAfterClick = new Promise((resolve) => {
    document.addEventListener(
      'click',
      () => {
        const clickedAt = performance.now();
        let done = false;
        const check = () => {
          if (done || !shown()) return;
          done = true;
          observer.disconnect();
          resolve(performance.now() - clickedAt);
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const everyFrame = () => (check(), done || requestAnimationFrame(everyFrame));
        requestAnimationFrame(everyFrame);
      },
      { capture: true, once: true },
    );
  });
}

async function oneNavigation(page, gateway, path) {
  await page.goto(`${gateway}/`, { waitUntil: 'networkidle' });
  const link = page.locator(`a[href="${path}"]`).first();
  await link.hover();
  await page.waitForTimeout(hoverBeforeClickMs);
  await page.evaluate(watchForHeading, path);
  await link.click();
  const ms = await page.evaluate(() => window.headingAfterClick);
  // A full page load instead of a client navigation starts a document without the watch.
  if (typeof ms !== 'number') throw new Error(`${path}: the click loaded a new document instead of navigating in the page`);
  return ms;
}

/**
 * Click → product heading visible, ms, over `count` different product links of the start page (as the hydrated page
 * shows them), in one browser context of `browser` (so the browser cache is warm after the first, as for a shopper).
 */
export async function clientNavigationFigures(browser, gateway, count = 12) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${gateway}/`, { waitUntil: 'networkidle' });
    const paths = [...new Set(await page.locator('a[href^="/p/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))))].slice(0, count);
    if (paths.length < 10) throw new Error(`only ${paths.length} product links on the start page; 10 are needed`);
    const timings = [];
    for (const path of paths) {
      const ms = await oneNavigation(page, gateway, path);
      timings.push({ path, ms: +ms.toFixed(1) });
      console.log(`client navigation ${timings.length}/${paths.length}: ${path} ${ms.toFixed(1)} ms`);
    }
    const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
    return { navigations: timings.length, medianMs: percentile(sorted, 50), p90Ms: percentile(sorted, 90), hoverBeforeClickMs, timings };
  } finally {
    await context.close();
  }
}
