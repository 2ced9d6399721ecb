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
  expect(await remembered(page)).toEqual(['"remembered"', '"remembered"', '"remembered"']);

  await logOut(page);
  expect(await remembered(page)).toEqual([null, null, null]);
});

test('a visitor who leaves the screen alone is logged out by the countdown, and their cart goes with them', async ({ page }) => {
  await page.clock.install();
  await putAProductInTheCart(page);
  await page.evaluate(() => window.localStorage.setItem('customerinfo', '"remembered"'));

  // 180 s without a touch, then the 60 s countdown.
  await page.clock.fastForward('03:01');
  const warning = page.getByRole('dialog', { name: 'Är du kvar?' });
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:01');

  await expect(page).toHaveURL(/\/$/);
  await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 0');
  expect(await remembered(page)).toEqual([null, null, null]);
  // The cart is gone on the server, not just from this page.
  const cart = await (await page.request.get('/cart')).json();
  expect(cart.items ?? []).toEqual([]);
});
