import type {
  CartLine,
  Culture,
  CurrencyCode,
  MarketCode,
  Money,
} from '@storefront/platform';
import type { Address, PaymentMethodId, ShippingMethodId } from '../../../contract/checkout-form';
import type { CheckoutSummary, DeliveryPoint } from '../../../contract/checkout';
import type { Order, OrderPayment, OrderStatus } from '../../../contract/order-confirmation';
import type { Queryable } from '@storefront/platform/server';
import type { CartOwner, Shopper } from '../cart/shopper';
import { shippingTexts } from '../shipping/shipping-texts';

/** Everything an order is written with, as the shopper saw it when completing the purchase. */
export interface OrderDraft {
  cartId: string;
  shopper: Shopper;
  orderNumber: string;
  email: string;
  phoneNumber: string;
  shippingMethod: ShippingMethodId;
  deliveryPoint: DeliveryPoint | null;
  deliveryAddress: Address;
  billingAddress: Address;
  giftWrapGreeting: string | null;
  couponCodes: string[];
  summary: CheckoutSummary;
}

export interface PaymentDraft {
  method: PaymentMethodId;
  amount: Money;
  description: string;
}

/** An order with whom it belongs to. */
export interface StoredOrder {
  id: string;
  cartId: string | null;
  owner: CartOwner;
  market: MarketCode;
  culture: Culture;
  status: OrderStatus;
  createdAt: Date;
  order: Order;
}

export async function insertOrder(tx: Queryable, draft: OrderDraft): Promise<string> {
  const { shopper, summary } = draft;
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO orders (order_number, cart_id, owner_kind, owner_id, market, currency, culture, email, phone_number,
       shipping_method, delivery_point, delivery_address, billing_address, gift_wrap_greeting, coupon_codes,
       goods, order_discount, shipping, express_handling, gift_wrap, gift_cards, to_pay, total, loyalty_points)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
     RETURNING id`,
    [
      draft.orderNumber,
      draft.cartId,
      shopper.owner.kind,
      shopper.owner.id,
      shopper.market,
      shopper.currency,
      shopper.culture,
      draft.email,
      draft.phoneNumber,
      draft.shippingMethod,
      draft.deliveryPoint ? JSON.stringify(draft.deliveryPoint) : null,
      JSON.stringify(draft.deliveryAddress),
      JSON.stringify(draft.billingAddress),
      draft.giftWrapGreeting,
      draft.couponCodes,
      summary.goods.amount,
      summary.orderLevelDiscount.amount,
      summary.shipping.amount,
      summary.expressHandling.amount,
      summary.giftWrap.amount,
      summary.giftCards.amount,
      summary.toPay.amount,
      summary.total.amount,
      summary.loyaltyPointsEarned,
    ],
  );
  return row!.id;
}

/** The lines as paid, in cart order; gifts included. */
export async function insertOrderLines(tx: Queryable, orderId: string, lines: readonly CartLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.query(
    `INSERT INTO order_lines (order_id, position, code, quantity, amount, is_gift, line)
     SELECT $1, position - 1, line ->> 'code', (line ->> 'quantity')::int, (line #>> '{price,current,amount}')::int,
            (line ->> 'isGift')::boolean, line
     FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS given (line, position)`,
    [orderId, JSON.stringify(lines)],
  );
}

export async function insertPayments(tx: Queryable, orderId: string, payments: readonly PaymentDraft[]): Promise<void> {
  for (const payment of payments) {
    await tx.query('INSERT INTO order_payments (order_id, method, amount, currency, description) VALUES ($1, $2, $3, $4, $5)', [
      orderId,
      payment.method,
      payment.amount.amount,
      payment.amount.currency,
      payment.description,
    ]);
  }
}

interface OrderRow {
  id: string;
  order_number: string;
  cart_id: string | null;
  owner_kind: CartOwner['kind'];
  owner_id: string;
  market: MarketCode;
  currency: CurrencyCode;
  culture: Culture;
  status: OrderStatus;
  email: string;
  shipping_method: ShippingMethodId;
  delivery_point: DeliveryPoint | null;
  delivery_address: Address;
  gift_wrap_greeting: string | null;
  coupon_codes: string[];
  goods: number;
  order_discount: number;
  shipping: number;
  express_handling: number;
  gift_wrap: number;
  gift_cards: number;
  to_pay: number;
  total: number;
  loyalty_points: number;
  created_at: Date | string;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The order with the given number, its lines and payments; names of things in `culture`. */
export async function findOrder(db: Queryable, orderNumber: string, culture: Culture): Promise<StoredOrder | null> {
  const [row] = await db.query<OrderRow>('SELECT * FROM orders WHERE order_number = $1', [orderNumber]);
  if (!row) return null;
  const lines = await db.query<{ line: CartLine | string }>('SELECT line FROM order_lines WHERE order_id = $1 ORDER BY position', [row.id]);
  const payments = await db.query<{ method: PaymentMethodId; amount: number; currency: CurrencyCode; description: string }>(
    `SELECT method, amount, currency, description FROM order_payments
     WHERE order_id = $1 ORDER BY (method = 'giftCard') DESC, created_at, id`,
    [row.id],
  );
  const money = (amount: number): Money => ({ amount, currency: row.currency });
  const summary: CheckoutSummary = {
    goods: money(row.goods),
    orderLevelDiscount: money(row.order_discount),
    shipping: money(row.shipping),
    expressHandling: money(row.express_handling),
    giftWrap: money(row.gift_wrap),
    giftCards: money(row.gift_cards),
    toPay: money(row.to_pay),
    total: money(row.total),
    loyaltyPointsEarned: row.loyalty_points,
  };
  const createdAt = new Date(row.created_at);
  const deliveryPoint = row.delivery_point ? parsed(row.delivery_point) : null;
  const order: Order = {
    orderNumber: row.order_number,
    status: row.status,
    createdAt: createdAt.toISOString(),
    email: row.email,
    lines: lines.map((line) => parsed(line.line)),
    summary,
    shippingMethod: { id: row.shipping_method, name: shippingTexts[culture][row.shipping_method].name },
    ...(deliveryPoint ? { deliveryPoint } : {}),
    deliveryAddress: parsed(row.delivery_address),
    couponCodes: row.coupon_codes,
    payments: payments.map(
      (payment): OrderPayment => ({ method: payment.method, amount: { amount: payment.amount, currency: payment.currency }, description: payment.description }),
    ),
    ...(row.gift_wrap_greeting !== null ? { giftWrapGreeting: row.gift_wrap_greeting } : {}),
  };
  return {
    id: row.id,
    cartId: row.cart_id,
    owner: { kind: row.owner_kind, id: row.owner_id },
    market: row.market,
    culture: row.culture,
    status: row.status,
    createdAt,
    order,
  };
}

/** The number of the shopper's order placed in their market within the last `seconds`, if any: a double submit's. */
export async function recentlyPlacedOrderNumber(db: Queryable, shopper: Shopper, seconds: number): Promise<string | null> {
  const [row] = await db.query<{ order_number: string }>(
    `SELECT order_number FROM orders
     WHERE owner_kind = $1 AND owner_id = $2 AND market = $3 AND status = 'placed' AND placed_at > now() - make_interval(secs => $4)
     ORDER BY placed_at DESC LIMIT 1`,
    [shopper.owner.kind, shopper.owner.id, shopper.market, seconds],
  );
  return row?.order_number ?? null;
}

/** Whether `shopper` is the one who placed the order: the same visitor or the same member. */
export const isOwnedBy = (stored: Pick<StoredOrder, 'owner'>, shopper: Shopper) =>
  stored.owner.kind === shopper.owner.kind && stored.owner.id === shopper.owner.id;

/** The codes bought in the same placed orders of the last year as any of `codes` (gifts left out), most orders first. */
export async function boughtTogether(db: Queryable, codes: string[], limit: number): Promise<{ code: string; orderCount: number }[]> {
  const rows = await db.query<{ code: string; order_count: number }>(
    `SELECT other.code, count(DISTINCT o.id)::int AS order_count
     FROM order_lines mine
     JOIN orders o ON o.id = mine.order_id AND o.status = 'placed' AND o.placed_at > now() - interval '365 days'
     JOIN order_lines other ON other.order_id = o.id AND NOT other.is_gift AND other.code <> ALL ($1::text[])
     WHERE mine.code = ANY ($1::text[]) AND NOT mine.is_gift
     GROUP BY other.code
     ORDER BY order_count DESC, other.code
     LIMIT $2`,
    [codes, limit],
  );
  return rows.map((row) => ({ code: row.code, orderCount: row.order_count }));
}
