import { expect, test } from '../support/live-page';
import { logIn, logOut } from '../support/account-steps';
import { miniCartButton, putAProductInTheCart } from '../support/checkout-steps';

// A logout is Account's button and every team's work: Checkout forgets what the last checkout remembered on this
// device and, when a visitor leaves a shared screen, their cart. These journeys prove the two teams meet over the bus.

const checkoutMemory = ['customerinfo', 'paymentmethod', 'shippingmethod'];
const remembered = (page: import('@playwright/test').Page) =>
  page.evaluate((keys) => keys.map((key) => window.localStorage.getItem(key)), checkoutMemory);

test('a member’s logout leaves nothing of the checkout’s memory on the device', async ({ page }) => {
  await page.goto('/?login=required');
  await logIn(page, 'member@example.com', 'demo-password-1');
  await page.evaluate((keys) => keys.forEach((key) => window.localStorage.setItem(key, '"remembered"')), checkoutMemory);
  // Away from the start page, so that arriving there shows the logout's reload has happened.
  await page.goto('/c/makeup');
  expect(await remembered(page)).toEqual(['"remembered"', '"remembered"', '"remembered"']);

  await logOut(page);
  await page.waitForLoadState();
  expect(await remembered(page)).toEqual([null, null, null]);
});

test('a visitor who leaves the screen alone is logged out by the countdown, and their cart goes with them', async ({ page }) => {
  // From the hair care shelf: the checkout journeys buy make-up's first product until it may be sold out.
  await putAProductInTheCart(page, '/c/hair');
  await page.evaluate(() => window.localStorage.setItem('customerinfo', '"remembered"'));

  // The shopper walks away from a category page; from here on the test moves the page's clock.
  await page.clock.install();
  await page.goto('/c/makeup');
  await expect(page.locator('#root[data-live]')).toBeAttached();
  // 180 s without a touch, then the 60 s countdown. Account's warning loads when the browser is idle, so its 180 s
  // may start after the first jump: jump again until it shows.
  const warning = page.getByRole('dialog', { name: 'Är du kvar?' });
  await expect(async () => {
    await page.clock.fastForward('03:01');
    await expect(warning).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // The countdown began during a jump, so less than its 60 s is left. Past it, the logout gives Checkout 3 s to delete
  // the cart before leaving: a jump beyond that would end the wait at once and leave the page before the cart is gone.
  // Near the end, then a second at a time.
  await page.clock.fastForward('00:50');
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(page).toHaveURL(/\/$/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.waitForLoadState();
  await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 0');
  expect(await remembered(page)).toEqual([null, null, null]);
  // The cart is gone on the server, not just from this page.
  const cart = await (await page.request.get('/cart')).json();
  expect(cart.items ?? []).toEqual([]);
});
