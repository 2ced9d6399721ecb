import { test as base, expect, type Page } from '@playwright/test';
import { logInThroughTheBox } from '../support/account-steps';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shifts';
import { waitUntilLive } from '../support/live-page';

// ARCHITECTURE.md, "First paint": every page type comes as the page itself (header, main menu, the page, footer),
// rendered on the server by its team, and the browser takes it over without rendering it again: no hydration error,
// no layout shift (CLS ≤ 0.02, the budget; timings stay in `npm run bench`).

const test = base;
const clsBudget = 0.02;
// A browser fourteen hours ahead of the server: what is rendered from the clock or the time zone must still hydrate.
test.use({ timezoneId: 'Pacific/Kiritimati' });

interface PageType {
  name: string;
  /** The path, or how to find one in the running store. */
  path: string | ((page: Page) => Promise<string>);
  member?: boolean;
  /** The checkout keeps the shopper in it: no footer. */
  noFooter?: boolean;
}

const firstLink = (from: string, prefix: string) => async (page: Page) => {
  await page.goto(from);
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  expect(href, `a ${prefix} link on ${from}`).toBeTruthy();
  return href!;
};

const pageTypes: PageType[] = [
  { name: 'start', path: '/' },
  { name: 'category', path: '/c/makeup' },
  { name: 'brand', path: firstLink('/brands', '/brands/') },
  { name: 'campaign', path: '/campaigns/skin-days' },
  { name: 'search', path: '/search?q=mascara' },
  { name: 'product', path: firstLink('/', '/p/') },
  { name: 'store', path: firstLink('/stores', '/stores/') },
  { name: 'cms', path: '/info/delivery' },
  { name: 'not found', path: '/no-such-page-here' },
  { name: 'basket', path: '/basket' },
  { name: 'checkout', path: '/checkout', noFooter: true },
  { name: 'club', path: '/club' },
  { name: 'my pages', path: '/my-pages', member: true },
];

async function pathOf(type: PageType, page: Page): Promise<string> {
  return typeof type.path === 'string' ? type.path : type.path(page);
}

for (const type of pageTypes) {
  test(`the ${type.name} page is in its first HTML, hydrated without errors and without layout shifts`, async ({ page }) => {
    if (type.member) await logInThroughTheBox(page);
    const path = await pathOf(type, page);

    // The first HTML as the gateway sends it: the frame, the page root with its h1, the footer.
    const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<div id="root" data-server-rendered>');
    expect(html).toMatch(/<header class="s_Header"/);
    expect(html).toMatch(/<main[^>]*><div id="page-root"[^>]*>[\s\S]*<h1[\s>]/);
    if (type.noFooter) expect(html).not.toContain('<footer');
    else expect(html).toContain('<footer class="s_Footer"');

    await watchLayoutShifts(page);
    for (const width of [390, 1280]) {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitUntilLive(page);
      await page.waitForLoadState('networkidle');
      const { cls, moved } = await layoutShifts(page);
      expect(errors, `console at ${width} px`).toEqual([]);
      expect(cls, `CLS at ${width} px (moved: ${moved.join(', ')})`).toBeLessThanOrEqual(clsBudget);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });
}
