import type { Response } from '@playwright/test';
import { expect, test } from '../support/live-page';

test('React is loaded once, by the shell, and shared with the catalog remote', async ({ page }) => {
  const reading: Promise<{ url: string; body: string } | null>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') {
      // A part that loads when the browser is idle may still be arriving as the journey ends: it is left out.
      reading.push(response.text().then((body) => ({ url: response.url(), body }), () => null));
    }
  };
  page.on('response', onResponse);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('main a[href^="/c/"]').first().click();
  // The start page has product links too: the category page's are the ones to follow.
  await expect(page).toHaveURL(/\/c\//);
  await expect(page.locator('main a[href^="/p/"]').first()).toBeVisible();
  await page.locator('main a[href^="/p/"]').first().click();
  await expect(page).toHaveURL(/\/p\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const scripts = (await Promise.all(reading)).filter((script) => script !== null);

  // React DOM's client marks its root containers with this property name: one copy of it means one React DOM.
  const reactDomCopies = scripts.filter((s) => s.body.includes('__reactContainer'));
  expect(reactDomCopies.map((s) => new URL(s.url).pathname)).toHaveLength(1);
  expect(reactDomCopies[0]?.url).toContain('/shell/');
  expect(scripts.some((s) => s.url.includes('/remotes/catalog/'))).toBe(true);
});
