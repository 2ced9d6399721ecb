import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/live-page';

/**
 * A ceiling on the gzip JavaScript the start page loads, so growth is noticed: shell, shared libraries, the
 * catalog's page, the cart's mini cart (about 15 KB) and team Account's header buttons, account box, footer signup
 * and overlays (about 38 KB). Measured 253 KB (218 KB before team Account); the aim is 150 KB, missed mainly because
 * react-router-dom, shared as a singleton, cannot be tree-shaken (62 KB). Next step: team Account loads the box and
 * the flyouts only when opened.
 */
const startPageBudgetBytes = 260 * 1024;

test('the start page stays within its JavaScript budget', async ({ page }) => {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Varukorg, antal varor/ })).toBeVisible();
  await page.waitForLoadState('load');
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  expect(total).toBeGreaterThan(50 * 1024);
  expect(total).toBeLessThanOrEqual(startPageBudgetBytes);
});
