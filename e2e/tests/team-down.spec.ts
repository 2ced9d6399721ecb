import { expect, test } from '../support/live-page';
import { killTeam, restartTeam } from '../support/store-control';

test.skip(!!process.env.E2E_BASE_URL, 'needs the store started by the e2e run');
// It kills a team server: no other test may meet it halfway.
test.use({ storeAccess: 'exclusive' });

test('with the catalog server dead the shell keeps working, the page slot shows its fallback, and it recovers', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await killTeam('catalog');
  try {
    const started = Date.now();
    const apiAnswer = await page.request.get('/brands', { headers: { accept: 'application/json' } });
    expect(apiAnswer.status()).toBe(502);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await apiAnswer.json()).error.code).toBe('team_unavailable');

    // A document asked for now is the frame with the shell's error view in the page's place, as a page: 502.
    const document = await page.request.get('/brands', { headers: { accept: 'text/html' } });
    expect(document.status()).toBe(502);
    const html = await document.text();
    expect(html).toContain('<div id="root" data-server-rendered>');
    expect(html).toMatch(/<main[^>]*>[\s\S]*Försök igen[\s\S]*<\/main>/);
    expect(html).toContain('<footer class="s_Footer"');

    await page.locator('a[href="/brands"]').first().click();
    const main = page.locator('main');
    await expect(main.getByRole('button', { name: /retry|försök igen/i })).toBeVisible();
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();
  } finally {
    await restartTeam('catalog');
  }
  // The gateway notices the server is back at its next health poll (every 2 s); the shopper may press Retry more than once.
  await expect(async () => {
    const retry = page.locator('main').getByRole('button', { name: /retry|försök igen/i });
    if (await retry.isVisible()) await retry.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('main a[href^="/brands/"]').first()).toBeVisible();
});
