import type { CompletePurchaseResponse } from '../../../contract/payment';
import { cardToken, completePurchase, completeSwedishForm, fillCart, testCardNumbers } from '../testing/checkout-requests';
import { manyVariants } from '../testing/fake-catalog';
import { anIdentity, describeOnEachBackend } from '../testing/test-app';

const [popular, lastOne, fewLeft] = manyVariants(200).slice(190);
const productName = (index: number) => `Lumière Velvet Lipstick Shade ${index} 3,5 g`;

// On PostgreSQL these requests really run at once on several connections; PGlite runs them one at a time.
describeOnEachBackend('concurrent purchases', (context) => {
  const url = () => context().url;
  const db = () => context().db;
  const isConfirmation = (body: CompletePurchaseResponse) => /^\/orderconfirmation\/SE\d{8}$/.test(body.orderConfirmationRedirectUrl ?? '');
  const stockOf = async (code: string) => (await db().query<{ available: number }>('SELECT available FROM online_stock WHERE code = $1', [code]))[0]!.available;

  beforeAll(() => {
    context().catalog.add({ ...lastOne!, onlineStock: 1 }, { ...fewLeft!, onlineStock: 5 });
  });

  test('50 complete-purchase calls at once on one cart make exactly one order; the others are 409 or that same order', async () => {
    const who = anIdentity();
    await fillCart(url(), who, { [popular!.code]: 2 });
    const form = completeSwedishForm(await cardToken(url(), who, testCardNumbers.authorized));
    const answers = await Promise.all(Array.from({ length: 50 }, () => completePurchase(url(), who, form)));
    const orders = await db().query<{ order_number: string; status: string }>('SELECT order_number, status FROM orders WHERE owner_id = $1', [who.visitorId]);
    expect(orders).toEqual([{ order_number: expect.any(String), status: 'placed' }]);
    const confirmation = `/orderconfirmation/${orders[0]!.order_number}`;
    for (const answer of answers) {
      if (answer.status === 409) expect(answer.body).toEqual({ error: { code: 'purchase_in_progress', message: 'Complete purchase already in progress' } });
      else expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { orderConfirmationRedirectUrl: confirmation } });
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await stockOf(popular!.code)).toBe(998);
    const lines = await db().query<{ quantity: number }>(
      'SELECT l.quantity FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.owner_id = $1',
      [who.visitorId],
    );
    expect(lines).toEqual([{ quantity: 2 }]);
  }, 60_000);

  test('two shoppers racing for the last unit: one order, one clear out-of-stock answer, stock at zero', async () => {
    const shoppers = [anIdentity(), anIdentity()];
    for (const who of shoppers) await fillCart(url(), who, { [lastOne!.code]: 1 });
    const forms = await Promise.all(shoppers.map(async (who) => completeSwedishForm(await cardToken(url(), who, testCardNumbers.authorized))));
    const answers = await Promise.all(shoppers.map((who, index) => completePurchase(url(), who, forms[index]!)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const won = answers.filter((answer) => isConfirmation(answer.body));
    const lost = answers.filter((answer) => !isConfirmation(answer.body));
    expect(won).toHaveLength(1);
    expect(lost.map((answer) => answer.body.newPageData?.validationResult)).toEqual([
      { success: false, errorMessage: `${productName(191)} är tyvärr slutsåld. Ta bort produkten och försök igen.` },
    ]);
    expect(await stockOf(lastOne!.code)).toBe(0);
    const orders = await db().query<{ status: string }>('SELECT status FROM orders WHERE owner_id = ANY($1::text[])', [shoppers.map((who) => who.visitorId)]);
    expect(orders).toEqual([{ status: 'placed' }]);
  }, 60_000);

  test('twelve shoppers for five units: five orders, seven refusals, stock never below zero', async () => {
    const shoppers = Array.from({ length: 12 }, () => anIdentity());
    for (const who of shoppers) await fillCart(url(), who, { [fewLeft!.code]: 1 });
    const forms = await Promise.all(shoppers.map(async (who) => completeSwedishForm(await cardToken(url(), who, testCardNumbers.authorized))));
    const answers = await Promise.all(shoppers.map((who, index) => completePurchase(url(), who, forms[index]!)));
    expect(answers.filter((answer) => isConfirmation(answer.body))).toHaveLength(5);
    const refusals = answers.filter((answer) => !isConfirmation(answer.body)).map((answer) => answer.body.newPageData?.validationResult?.errorMessage);
    expect(refusals).toEqual(Array(7).fill(`${productName(192)} är tyvärr slutsåld. Ta bort produkten och försök igen.`));
    expect(await stockOf(fewLeft!.code)).toBe(0);
    const [placed] = await db().query<{ count: number }>(
      "SELECT count(*)::int AS count FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.code = $1 AND o.status = 'placed'",
      [fewLeft!.code],
    );
    expect(placed!.count).toBe(5);
  }, 60_000);
});
