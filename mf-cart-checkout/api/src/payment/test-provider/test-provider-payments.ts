import type { CurrencyCode, Money } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import type { RefusalCode } from '../card-payment-provider';

export type PaymentStatus = 'pending' | 'authorized' | 'refused' | 'cancelled';
export type BankDecision = 'approved' | 'declined';

/** A payment as the test provider keeps it (table test_provider_payments). */
export interface TestProviderPayment {
  pspReference: string;
  orderNumber: string;
  token: string;
  cardLast4: string | null;
  amount: Money;
  returnUrl: string;
  shopperReference: string;
  status: PaymentStatus;
  /** What a pending payment waits for. */
  action: 'challenge' | 'redirect' | null;
  refusalCode: RefusalCode | null;
  /** The shopper's answer on the hosted bank page, and the unguessable result that carries it back. */
  bankDecision: BankDecision | null;
  redirectResult: string | null;
}

export type NewPayment = Omit<TestProviderPayment, 'bankDecision' | 'redirectResult'>;

interface PaymentRow extends Omit<TestProviderPayment, 'amount'> {
  amount: number;
  currency: CurrencyCode;
}

const columns = `psp_reference AS "pspReference", order_number AS "orderNumber", token, card_last4 AS "cardLast4",
  amount, currency, return_url AS "returnUrl", shopper_reference AS "shopperReference", status, action,
  refusal_code AS "refusalCode", bank_decision AS "bankDecision", redirect_result AS "redirectResult"`;

const paymentOf = ({ amount, currency, ...row }: PaymentRow): TestProviderPayment => ({ ...row, amount: { amount, currency } });

/** Records a new payment, or returns the one the order already has (authorize is idempotent per order number). */
export async function insertPayment(db: Queryable, payment: NewPayment): Promise<TestProviderPayment> {
  const [inserted] = await db.query<PaymentRow>(
    `INSERT INTO test_provider_payments
       (psp_reference, order_number, token, card_last4, amount, currency, return_url, shopper_reference, status, action, refusal_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (order_number) DO NOTHING
     RETURNING ${columns}`,
    [
      payment.pspReference,
      payment.orderNumber,
      payment.token,
      payment.cardLast4,
      payment.amount.amount,
      payment.amount.currency,
      payment.returnUrl,
      payment.shopperReference,
      payment.status,
      payment.action,
      payment.refusalCode,
    ],
  );
  if (inserted) return paymentOf(inserted);
  const [existing] = await db.query<PaymentRow>(`SELECT ${columns} FROM test_provider_payments WHERE order_number = $1`, [payment.orderNumber]);
  if (!existing) throw new Error(`The payment of order ${payment.orderNumber} vanished`);
  return paymentOf(existing);
}

/** The payment, locked for the rest of the transaction when `forUpdate`. */
export async function findPayment(db: Queryable, pspReference: string, forUpdate = false): Promise<TestProviderPayment | null> {
  const [row] = await db.query<PaymentRow>(
    `SELECT ${columns} FROM test_provider_payments WHERE psp_reference = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [pspReference],
  );
  return row ? paymentOf(row) : null;
}

/** Moves a pending payment to its final state; a payment that is no longer pending stays as it is. */
export async function finishPayment(tx: Queryable, pspReference: string, status: 'authorized' | 'refused', refusalCode: RefusalCode | null): Promise<void> {
  await tx.query(
    `UPDATE test_provider_payments SET status = $2, refusal_code = $3, updated_at = now()
     WHERE psp_reference = $1 AND status = 'pending'`,
    [pspReference, status, refusalCode],
  );
}

/** The shopper's first answer on the hosted page; a later one changes nothing. */
export async function recordBankDecision(tx: Queryable, pspReference: string, decision: BankDecision, redirectResult: string): Promise<void> {
  await tx.query(
    `UPDATE test_provider_payments SET bank_decision = $2, redirect_result = $3, updated_at = now()
     WHERE psp_reference = $1 AND status = 'pending' AND action = 'redirect' AND bank_decision IS NULL`,
    [pspReference, decision, redirectResult],
  );
}

/** Voids a pending or authorized payment; a refused or already cancelled one stays as it is. */
export async function cancelPayment(db: Queryable, pspReference: string): Promise<void> {
  await db.query(
    `UPDATE test_provider_payments SET status = 'cancelled', updated_at = now()
     WHERE psp_reference = $1 AND status IN ('pending', 'authorized')`,
    [pspReference],
  );
}
