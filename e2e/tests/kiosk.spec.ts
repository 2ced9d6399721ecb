import { expect, test } from '../support/live-page';

test('a store device gets the kiosk shell config: no login, account or wish list', async ({ page, context }) => {
  await page.goto('/?config=kiosk');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'storeDevice')?.httpOnly).toBe(true);
  const config = await (await page.request.get('/shell-config.json')).json();
  expect(config.variant).toBe('kiosk');
  expect(config.features).toMatchObject({ login: false, registration: false, wishList: false, account: false, newsletter: false });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /account|konto|logga in|log in/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /wish ?list|önskelista/i })).toHaveCount(0);
});

test('a web visitor gets the web shell config', async ({ request }) => {
  const config = await (await request.get('/shell-config.json')).json();
  expect(config.variant).toBe('web');
  expect(config.features.login).toBe(true);
  expect(config.components.VariantViewModel.remote).toBe('catalog');
});
