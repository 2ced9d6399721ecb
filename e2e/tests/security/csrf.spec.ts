import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from '../../support/live-page';
import { registerMember } from '../../support/account-steps';

// CSRF through the running store: a write that carries the browser's cookies but not the `csrf` cookie's value in
// `x-csrf-token` (what another site can make a browser send) is refused by the gateway, and nothing changes. The
// catalog has no state-changing route a browser can reach, so the sample is the cart, checkout and account teams'.

async function csrfTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'csrf');
  expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return cookie?.value ?? '';
}

async function aProductCode(api: APIRequestContext): Promise<string> {
  const { listing } = (await (await api.get('/api/catalog/variants/listing')).json()) as { listing: { products: { code: string }[] } };
  const code = listing.products[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code ?? '';
}

const adding = (code: string) => ({ items: { [code]: { newQuantity: 1, previousQuantity: 0 } }, addedCodes: [code], isCheckoutPage: false });

const json = async (api: APIRequestContext, path: string) => {
  const response = await api.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
};

async function expectRefused(api: APIRequestContext, path: string, data: unknown, headers: Record<string, string>): Promise<void> {
  const response = await api.post(path, { data, headers });
  expect(response.status(), `${path} with ${JSON.stringify(headers)}`).toBe(403);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe('csrf_token_invalid');
}

test('a member’s cart, checkout and profile changes without the token are refused, and change nothing', async ({ page }) => {
  await registerMember(page, 'csrf');
  const api = page.request;
  const token = await csrfTokenOf(page);
  const code = await aProductCode(api);
  const profileBefore = await json(api, '/api/my/profile');
  const checkoutBefore = ((await json(api, '/api/my/carts/current')).checkout as { form: unknown }).form;

  const writes: [string, unknown][] = [
    ['/cart/update', adding(code)],
    ['/checkout/update', { customerInfo: { email: 'forged@example.com', phoneNumber: '0700000000' } }],
    ['/api/my/profile/update', { firstName: 'Forged', lastName: 'Forged' }],
    ['/accountwishlist/add', { code }],
  ];
  for (const [path, data] of writes) {
    await expectRefused(api, path, data, {});
    await expectRefused(api, path, data, { 'x-csrf-token': `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` });
  }

  expect((await json(api, '/cart')).items).toEqual([]);
  expect(((await json(api, '/api/my/carts/current')).checkout as { form: unknown }).form).toEqual(checkoutBefore);
  expect(await json(api, '/api/my/profile')).toEqual(profileBefore);
  expect((await json(api, '/appshell/data')).wishList).toEqual([]);

  // With the token the same change goes through: what was refused above would have changed the cart.
  const accepted = await api.post('/cart/update', { data: adding(code), headers: { 'x-csrf-token': token } });
  expect(accepted.status()).toBe(200);
  expect((await json(api, '/cart')).items).toHaveLength(1);
});

test('a login without the token is refused and starts no session', async ({ page }) => {
  await page.goto('/');
  const api = page.request;
  await expectRefused(api, '/dologin', { email: 'member@example.com', password: 'demo-password-1' }, {});
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('session');
  expect((await json(api, '/appshell/data')).currentUser).toMatchObject({ isLoggedIn: false });
});
