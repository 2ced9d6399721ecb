import { expect, test } from '../support/live-page';
import { expectOrderConfirmation, fillCustomer, goToCheckout, payByCard, putAProductInTheCart } from '../support/checkout-steps';
import { crashTeam } from '../support/store-control';

// A crash costs seconds (issue 15): team Checkout killed with SIGKILL while it waits on the payment provider, with the
// cart claimed and the order written. The store starts it again by itself, the new start lets go of the claim its
// predecessor left, and the shopper's retry buys at once: one order, not a 409 for two minutes.

/** A regression guard for this busy CI machine; the figure itself (≈1.3 s here) is in the annotation and the note. */
const servedAgainWithinMs = 10_000;
// It kills a team server: no other test may meet it halfway.
test.use({ storeAccess: 'exclusive' });

test('Checkout killed mid-purchase is back in seconds, and the shopper’s retry buys at once', async ({ page }) => {
  // Not make-up's first product: the checkout journeys buy that one until it may be sold out.
  const productName = await putAProductInTheCart(page, '/c/skincare');
  await goToCheckout(page);
  await fillCustomer(page);

  // The slow test card keeps the purchase at the provider for 20 s: it is under way when the server dies.
  const purchase = page.waitForRequest((request) => request.url().endsWith('/checkout/completePurchase'));
  await payByCard(page, '4000 0000 0000 0259');
  await purchase;
  await page.waitForTimeout(1_000);
  const killedAt = Date.now();
  await crashTeam('cart-checkout');

  await expect
    .poll(async () => (await page.request.get('/cart', { headers: { accept: 'application/json' } })).status(), {
      intervals: [100],
      timeout: servedAgainWithinMs,
    })
    .toBe(200);
  const servedAgainAfterMs = Date.now() - killedAt;
  test.info().annotations.push({ type: 'served again after', description: `${servedAgainAfterMs} ms` });
  await expect(page).toHaveURL(/\/checkout$/);

  await payByCard(page, '4111 1111 1111 1111');
  await expectOrderConfirmation(page, productName);
});
