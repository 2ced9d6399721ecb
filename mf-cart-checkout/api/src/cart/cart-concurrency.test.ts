// @slow: hundreds of concurrent updates on each database (jest.sequencer.cjs).
import type { CartLine } from '@storefront/platform';
import type { CartUpdateResponse } from '../../../contract/cart-update';
import { anIdentity, describeOnEachBackend, identityHeaders } from '../testing/test-app';

// On PostgreSQL these requests really run at once on several connections; PGlite runs one at a time anyway.
describeOnEachBackend('concurrent cart updates', (context) => {
  async function update(who: ReturnType<typeof anIdentity>, code: string, newQuantity: number) {
    const response = await fetch(`${context().url}/cart/update`, {
      method: 'POST',
      headers: { ...identityHeaders(who), 'content-type': 'application/json' },
      body: JSON.stringify({ items: { [code]: { newQuantity, previousQuantity: 0 } }, addedCodes: [code], isCheckoutPage: false }),
    });
    return { status: response.status, body: (await response.json()) as CartUpdateResponse };
  }
  const sum = (lines: CartLine[]) => lines.reduce((total, line) => total + line.quantity, 0);

  test('200 updates of different codes at once on one (new) cart lose none', async () => {
    const visitor = anIdentity();
    const codes = Array.from({ length: 200 }, (_, index) => String(200_000 + index));
    const quantityOf = (code: string) => (Number(code) % 10) + 1;
    const answers = await Promise.all(codes.map((code) => update(visitor, code, quantityOf(code))));
    expect(answers.map((answer) => answer.status)).toEqual(codes.map(() => 200));
    // Each answer is the cart right after its own change, so it holds that change.
    for (const [index, answer] of answers.entries()) {
      expect(answer.body.cart.items.find((line) => line.code === codes[index])?.quantity).toBe(quantityOf(codes[index]!));
    }
    expect(new Set(answers.map((answer) => answer.body.cart.cartId)).size).toBe(1);
    // One after another: the n-th change to commit sees exactly n lines, so the sizes are 1..200, each once.
    const sizes = answers.map((answer) => answer.body.cart.items.length).sort((a, b) => a - b);
    expect(sizes).toEqual(codes.map((_, index) => index + 1));
    const response = await fetch(`${context().url}/cart`, { headers: identityHeaders(visitor) });
    const cart = (await response.json()) as CartUpdateResponse['cart'];
    expect(cart.items).toHaveLength(200);
    expect(new Map(cart.items.map((line) => [line.code, line.quantity]))).toEqual(new Map(codes.map((code) => [code, quantityOf(code)])));
    expect(cart.subTotal).toEqual({ amount: codes.reduce((total, code) => total + quantityOf(code) * 1_000, 0), currency: 'SEK' });
  }, 60_000);

  test('50 updates of the same code at once leave one consistent quantity', async () => {
    const visitor = anIdentity();
    const quantities = Array.from({ length: 50 }, (_, index) => (index % 10) + 1);
    const answers = await Promise.all(quantities.map((quantity) => update(visitor, '100001', quantity)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const response = await fetch(`${context().url}/cart`, { headers: identityHeaders(visitor) });
    const cart = (await response.json()) as CartUpdateResponse['cart'];
    expect(cart.items).toHaveLength(1);
    const final = cart.items[0]!.quantity;
    expect(quantities).toContain(final);
    // The changes ran one after another: each answer's change is measured from the one before it, so the ups and
    // downs add up to the final quantity exactly. A lost or interleaved update would break the sum.
    const net = answers.reduce((total, { body }) => total + sum(body.cartUpdateResult.addedItems) - sum(body.cartUpdateResult.removedItems), 0);
    expect(net).toBe(final);
    const [lines] = await context().db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.owner_id = $1`,
      [visitor.visitorId],
    );
    expect(lines!.count).toBe(1);
  }, 60_000);
});
