import type { CartLine, CurrencyCode, MarketCode } from '@storefront/platform';
import type { Address, PaymentMethodId, ShippingMethodId } from '../../../contract/checkout-form';
import type { DeliveryPoint } from '../../../contract/checkout';
import type { Queryable } from '@storefront/platform/server';

export type MemberOrderRowStatus = 'placed' | 'shipped' | 'delivered' | 'cancelled';

/** An order of a member as stored, with its lines and payments: what member-order.ts makes a MemberOrder of. */
export interface MemberOrderRecord {
  id: string;
  orderNumber: string;
  market: MarketCode;
  currency: CurrencyCode;
  status: MemberOrderRowStatus;
  createdAt: Date;
  shippedAt: Date | null;
  shippingMethod: ShippingMethodId;
  deliveryPoint: DeliveryPoint | null;
  deliveryAddress: Address;
  goods: number;
  orderDiscount: number;
  shipping: number;
  expressHandling: number;
  giftWrap: number;
  total: number;
  loyaltyPoints: number;
  lines: CartLine[];
  payments: { method: PaymentMethodId; description: string }[];
}

interface OrderRow {
  id: string;
  order_number: string;
  market: MarketCode;
  currency: CurrencyCode;
  status: MemberOrderRowStatus;
  created_at: Date | string;
  shipped_at: Date | string | null;
  shipping_method: ShippingMethodId;
  delivery_point: DeliveryPoint | string | null;
  delivery_address: Address | string;
  goods: number;
  order_discount: number;
  shipping: number;
  express_handling: number;
  gift_wrap: number;
  total: number;
  loyalty_points: number;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The member's orders, newest first; `orderNumber` narrows them to one. Only orders a member placed (owner_kind
 * 'member', that owner_id) and that were placed at all: never one awaiting payment, nor an attempt whose payment
 * failed (cancelled before it was ever placed), which the shopper never had as an order.
 */
export async function findMemberOrders(db: Queryable, memberId: string, orderNumber?: string): Promise<MemberOrderRecord[]> {
  const rows = await db.query<OrderRow>(
    `SELECT id, order_number, market, currency, status, created_at, shipped_at, shipping_method, delivery_point, delivery_address,
            goods, order_discount, shipping, express_handling, gift_wrap, total, loyalty_points
     FROM orders
     WHERE owner_kind = 'member' AND owner_id = $1 AND status <> 'awaitingPayment' AND placed_at IS NOT NULL
       AND ($2::text IS NULL OR order_number = $2)
     ORDER BY created_at DESC, order_number DESC`,
    [memberId, orderNumber ?? null],
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db.query<{ order_id: string; line: CartLine | string }>(
    'SELECT order_id, line FROM order_lines WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, position',
    [ids],
  );
  const payments = await db.query<{ order_id: string; method: PaymentMethodId; description: string }>(
    `SELECT order_id, method, description FROM order_payments
     WHERE order_id = ANY($1::uuid[]) AND status <> 'cancelled' ORDER BY order_id, (method = 'giftCard') DESC, created_at, id`,
    [ids],
  );
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.order_number,
    market: row.market,
    currency: row.currency,
    status: row.status,
    createdAt: new Date(row.created_at),
    shippedAt: row.shipped_at === null ? null : new Date(row.shipped_at),
    shippingMethod: row.shipping_method,
    deliveryPoint: row.delivery_point === null ? null : parsed(row.delivery_point),
    deliveryAddress: parsed(row.delivery_address),
    goods: row.goods,
    orderDiscount: row.order_discount,
    shipping: row.shipping,
    expressHandling: row.express_handling,
    giftWrap: row.gift_wrap,
    total: row.total,
    loyaltyPoints: row.loyalty_points,
    lines: lines.filter((line) => line.order_id === row.id).map((line) => parsed(line.line)),
    payments: payments.filter((payment) => payment.order_id === row.id).map(({ method, description }) => ({ method, description })),
  }));
}
