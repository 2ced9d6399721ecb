import type { MarketCode } from '@storefront/platform';
import { checkoutForm, type CheckoutForm } from '../../../contract/checkout-form';
import type { CheckoutValidationResult } from '../../../contract/checkout';
import type { Queryable } from '@storefront/platform/server';
import { emptyCheckoutForm } from './checkout-form';

export interface StoredCheckout {
  form: CheckoutForm;
  lastValidation: CheckoutValidationResult | null;
}

const parsed = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

/**
 * The checkout form kept for a cart: a new cart's is empty. A stored form that no longer fits the schema (an older
 * version of it) counts as empty rather than breaking the checkout.
 */
export async function findCheckoutForm(db: Queryable, cartId: string, market: MarketCode, forUpdate = false): Promise<StoredCheckout> {
  const [row] = cartId
    ? await db.query<{ form: unknown; last_validation: unknown }>(
        `SELECT form, last_validation FROM checkout_forms WHERE cart_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
        [cartId],
      )
    : [];
  const form = row ? checkoutForm.safeParse(parsed(row.form)) : null;
  return {
    form: form?.success ? form.data : emptyCheckoutForm(market),
    lastValidation: row?.last_validation ? (parsed(row.last_validation) as CheckoutValidationResult) : null,
  };
}

/** PostgreSQL's foreign_key_violation: here, the cart was deleted (bought) by a concurrent request. */
const cartGone = (error: unknown) => (error as { code?: string } | null)?.code === '23503';

/**
 * Keeps the form (never a card token) and, when given, the validation result shown with it. False when the cart is
 * gone meanwhile (a concurrent purchase of it went through): there is nothing left to keep a form for.
 */
export async function saveCheckoutForm(db: Queryable, cartId: string, form: CheckoutForm, validation?: CheckoutValidationResult): Promise<boolean> {
  const { card: _card, ...payment } = form.payment;
  const saved = await db.query<{ cart_id: string }>(
    `INSERT INTO checkout_forms (cart_id, form, last_validation)
     SELECT id, $2::jsonb, $3::jsonb FROM carts WHERE id = $1
     ON CONFLICT (cart_id) DO UPDATE
       SET form = EXCLUDED.form, last_validation = COALESCE(EXCLUDED.last_validation, checkout_forms.last_validation), updated_at = now()
     RETURNING cart_id`,
    [cartId, JSON.stringify({ ...form, payment }), validation ? JSON.stringify(validation) : null],
  ).catch((error: unknown) => {
    if (cartGone(error)) return [];
    throw error;
  });
  return saved.length > 0;
}

export async function saveLastValidation(db: Queryable, cartId: string, validation: CheckoutValidationResult): Promise<void> {
  await db.query('UPDATE checkout_forms SET last_validation = $2::jsonb, updated_at = now() WHERE cart_id = $1', [cartId, JSON.stringify(validation)]);
}
