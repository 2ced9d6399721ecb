import { expect, test } from '../support/live-page';

test('React is loaded once, by the shell, and shared with the catalog remote', async ({ page }) => {
  const reading: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      reading.push(response.text().then((body) => ({ url: response.url(), body })));
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('main a[href^="/c/"]').first().click();
  // The start page has product links too: the category page's are the ones to follow.
  await expect(page).toHaveURL(/\/c\//);
  await expect(page.locator('main a[href^="/p/"]').first()).toBeVisible();
  await page.locator('main a[href^="/p/"]').first().click();
  await expect(page).toHaveURL(/\/p\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scripts = await Promise.all(reading);

  // React DOM's client marks its root containers with this property name: one copy of it means one React DOM.
  const reactDomCopies = scripts.filter((s) => s.body.includes('__reactContainer'));
  expect(reactDomCopies.map((s) => new URL(s.url).pathname)).toHaveLength(1);
  expect(reactDomCopies[0]?.url).toContain('/shell/');
  expect(scripts.some((s) => s.url.includes('/remotes/catalog/'))).toBe(true);
});
