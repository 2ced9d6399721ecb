import type { CompletePurchaseResponse } from '../../../contract/payment';
import { createCheckoutServices, type CheckoutServices } from '../checkout/checkout-services';
import { checkoutTexts } from '../checkout/checkout-texts';
import { createTestPaymentProvider } from '../payment/test-provider/test-payment-provider';
import { createCatalogStockClient } from '../stock/catalog-stock-client';
import { call, cardToken, completePurchase, completeSwedishForm, fillCart, testCardNumbers } from '../testing/checkout-requests';
import { lipstick, manyVariants } from '../testing/fake-catalog';
import { anIdentity, describeOnEachBackend, silentLogger, testCatalogClient, testIdentitySecret } from '../testing/test-app';
import { abandonedAfterMs, sweepAbandonedOrders, startOrderSweeper } from './order-sweeper';

const [swept] = manyVariants(200).slice(180);
const minutes = (count: number) => count * 60_000;

describeOnEachBackend('the sweeper of abandoned orders', (context) => {
  let services: CheckoutServices;
  beforeAll(() => {
    const { db, catalog } = context();
    services = createCheckoutServices({
      db,
      catalog: testCatalogClient(catalog.url),
      stock: createCatalogStockClient({ baseUrl: catalog.url, identitySecret: testIdentitySecret, logger: silentLogger }),
      cardPayments: createTestPaymentProvider({ db }),
      logger: silentLogger,
    });
  });
  const db = () => context().db;
  const stockOf = async () => (await db().query<{ available: number }>('SELECT available FROM online_stock WHERE code = $1', [swept!.code]))[0]!.available;
  const balanceOf = async () => (await db().query<{ balance: number }>("SELECT balance FROM gift_cards WHERE code = 'GIFT-500-SEK'"))[0]!.balance;
  const usesOf = async () => (await db().query<{ uses: number }>("SELECT uses FROM coupon_codes WHERE code = 'WELCOME10'"))[0]!.uses;

  /** An order left at the challenge, paid partly by a gift card (500 of 699,30 kr), with a coupon code, its cart claimed. */
  async function orderLeftAtTheChallenge() {
    const who = anIdentity();
    await fillCart(context().url, who, { [swept!.code]: 3, [lipstick.code]: 3 });
    await call(context().url, 'POST', '/cart/addcouponCode', who, { code: 'WELCOME10' });
    const token = await cardToken(context().url, who, testCardNumbers.challenge);
    const answer = await completePurchase(context().url, who, completeSwedishForm(token, { payment: { card: { token }, giftCardCodes: ['GIFT-500-SEK'] } }));
    expect(answer.body.initialPaymentResultAction).toBe('needsClientProcessing');
    const [order] = await db().query<{ id: string; created_at: Date; cart_id: string }>('SELECT id, created_at, cart_id FROM orders WHERE owner_id = $1', [who.visitorId]);
    await db().query("UPDATE carts SET purchase_claimed_until = now() + interval '1 minute' WHERE id = $1", [order!.cart_id]);
    return { who, order: order!, pspReference: answer.body.paymentAction!.pspReference };
  }

  test('an order awaiting payment for more than 30 minutes is cancelled and gives everything back', async () => {
    const stockBefore = (await db().query<{ available: number }>('SELECT available FROM online_stock WHERE code = $1', [swept!.code]))[0]?.available ?? 1_000;
    const balanceBefore = await balanceOf();
    const usesBefore = await usesOf();
    const { who, order, pspReference } = await orderLeftAtTheChallenge();
    expect([await stockOf(), await balanceOf(), await usesOf()]).toEqual([stockBefore - 3, 0, usesBefore + 1]);
    const createdAt = new Date(order.created_at).getTime();

    expect(await sweepAbandonedOrders(services, new Date(createdAt + abandonedAfterMs - 1_000))).toBe(0);
    expect(await sweepAbandonedOrders(services, new Date(createdAt + minutes(31)))).toBe(1);
    const [after] = await db().query<{ status: string; cancel_reason: string }>('SELECT status, cancel_reason FROM orders WHERE id = $1', [order.id]);
    expect(after).toEqual({ status: 'cancelled', cancel_reason: 'abandoned' });
    expect([await stockOf(), await balanceOf(), await usesOf()]).toEqual([stockBefore, balanceBefore, usesBefore]);
    const [claim] = await db().query<{ purchase_claimed_until: Date | null }>('SELECT purchase_claimed_until FROM carts WHERE id = $1', [order.cart_id]);
    expect(claim!.purchase_claimed_until).toBeNull();
    const [provider] = await db().query<{ status: string }>('SELECT status FROM test_provider_payments WHERE psp_reference = $1', [pspReference]);
    expect(provider!.status).toBe('cancelled');
    // Nothing left to sweep, and a challenge answered now is too late: the shopper is told, nothing is charged.
    expect(await sweepAbandonedOrders(services, new Date(createdAt + minutes(60)))).toBe(0);
    const late = await call<CompletePurchaseResponse>(context().url, 'POST', '/api/my/carts/current/adyen-details', who, { pspReference, details: { challengeCode: '1234' } });
    expect(late.body.newPageData!.validationResult).toEqual({ success: false, paymentErrorMessage: checkoutTexts['sv-SE'].paymentExpired });
  });

  test('a newer purchase of the same cart replaces the one left at the challenge', async () => {
    const { who, order } = await orderLeftAtTheChallenge();
    await db().query('UPDATE carts SET purchase_claimed_until = NULL WHERE id = $1', [order.cart_id]);
    const again = await completePurchase(context().url, who, completeSwedishForm(await cardToken(context().url, who, testCardNumbers.authorized)));
    expect(again.body.orderConfirmationRedirectUrl).toBeDefined();
    const orders = await db().query<{ status: string; cancel_reason: string | null }>('SELECT status, cancel_reason FROM orders WHERE owner_id = $1 ORDER BY created_at', [who.visitorId]);
    expect(orders).toEqual([{ status: 'cancelled', cancel_reason: 'superseded' }, { status: 'placed', cancel_reason: null }]);
  });

  test('the sweeper runs on start and then on its timer, and stop waits for a sweep under way', async () => {
    const { order } = await orderLeftAtTheChallenge();
    const sweeper = startOrderSweeper({ ...services, now: () => Date.now() + minutes(45) }, 60_000);
    await sweeper.stop();
    const [after] = await db().query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order.id]);
    expect(after!.status).toBe('cancelled');
  });
});
