import { call, cardToken, completePurchase, completeSwedishForm, fillCart, testCardNumbers } from '../testing/checkout-requests';
import { manyVariants } from '../testing/fake-catalog';
import { anIdentity, describeOnEachBackend } from '../testing/test-app';
import { claimCart, claimHolder, releasePredecessorClaims, thisProcess } from './purchase-claim';

const [interrupted, elsewhere, ours] = manyVariants(200).slice(170, 173);

describeOnEachBackend('purchase claims after a crash', (context) => {
  const db = () => context().db;
  const cartOf = async (who: ReturnType<typeof anIdentity>) =>
    (await db().query<{ id: string }>('SELECT id FROM carts WHERE owner_id = $1', [who.visitorId]))[0]!.id;
  const stockOf = async (code: string) =>
    (await db().query<{ available: number }>('SELECT available FROM online_stock WHERE code = $1', [code]))[0]!.available;

  test('a holder is the slot and one start of it; a slot is a plain name', () => {
    expect(thisProcess).toMatch(/^cart-checkout\/[0-9a-f-]{36}$/);
    expect(claimHolder('checkout-2', 'abc')).toBe('checkout-2/abc');
    expect(() => claimHolder('a/b')).toThrow(/slot/);
    expect(() => claimHolder('')).toThrow(/slot/);
  });

  test('a purchase the crashed server left mid-way is retried at once after the next start, and makes one order', async () => {
    const who = anIdentity();
    await fillCart(context().url, who, { [interrupted!.code]: 2 });
    // The crashed start had written the order awaiting payment (stock taken) and held the claim when it died.
    const challenge = await cardToken(context().url, who, testCardNumbers.challenge);
    const left = await completePurchase(context().url, who, completeSwedishForm(challenge));
    expect(left.body.initialPaymentResultAction).toBe('needsClientProcessing');
    const cartId = await cartOf(who);
    const stockWhileLeft = await stockOf(interrupted!.code);
    expect(await claimCart(db(), cartId, claimHolder('cart-checkout', 'crashed-start'))).toBe(true);

    const card = await cardToken(context().url, who, testCardNumbers.authorized);
    const refused = await call(context().url, 'POST', '/checkout/completePurchase', who, completeSwedishForm(card));
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'purchase_in_progress']);

    // The server starts again: its predecessor's claim goes, nobody else's.
    expect(await releasePredecessorClaims(db(), claimHolder('cart-checkout', 'next-start'))).toEqual([cartId]);
    const retried = await completePurchase(context().url, who, completeSwedishForm(card));
    expect(retried.body.orderConfirmationRedirectUrl).toMatch(/^\/orderconfirmation\//);

    const orders = await db().query<{ status: string; cancel_reason: string | null }>(
      'SELECT status, cancel_reason FROM orders WHERE owner_id = $1 ORDER BY created_at',
      [who.visitorId],
    );
    expect(orders).toEqual([
      { status: 'cancelled', cancel_reason: 'superseded' },
      { status: 'placed', cancel_reason: null },
    ]);
    // The left order's stock came back when it was replaced: two taken once, not twice.
    expect(await stockOf(interrupted!.code)).toBe(stockWhileLeft);
  });

  test('claims of another slot and of this very start stay as they are', async () => {
    const other = anIdentity();
    const mine = anIdentity();
    await fillCart(context().url, other, { [elsewhere!.code]: 1 });
    await fillCart(context().url, mine, { [ours!.code]: 1 });
    const [otherCart, myCart] = [await cartOf(other), await cartOf(mine)];
    const current = claimHolder('cart-checkout', 'current-start');
    expect(await claimCart(db(), otherCart, claimHolder('cart-checkout-eu', 'running'))).toBe(true);
    expect(await claimCart(db(), myCart, current)).toBe(true);

    expect(await releasePredecessorClaims(db(), current)).toEqual([]);
    expect(await claimCart(db(), otherCart)).toBe(false);
    expect(await claimCart(db(), myCart)).toBe(false);
  });
});
