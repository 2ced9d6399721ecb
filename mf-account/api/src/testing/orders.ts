import { randomUUID } from 'node:crypto';
import type { Culture, MarketCode, MemberOrder, MemberOrderLine } from '@storefront/platform';
import { ResponseError, type Queryable } from '@storefront/platform/server';
import type { PasswordHasher } from '../password/password-hasher';
import { anIdentity } from './test-app';
import type { OrderSource } from '../orders/order-source';

/** Team Checkout as my pages see it, in memory: each member's orders, and a switch that makes it not answer. */
export interface InMemoryOrderSource extends OrderSource {
  orders: Map<string, MemberOrder[]>;
  down: boolean;
  /** Every call: the member asked about and the culture. */
  calls: { userId: string; culture?: Culture }[];
}

export function inMemoryOrderSource(): InMemoryOrderSource {
  const source: InMemoryOrderSource = {
    orders: new Map(),
    down: false,
    calls: [],
    async list(userId, culture) {
      source.calls.push({ userId, culture });
      if (source.down) throw new ResponseError(503, 'orders_unavailable', 'Checkout does not answer.');
      return structuredClone(source.orders.get(userId) ?? []);
    },
    async get(userId, orderNumber, culture) {
      source.calls.push({ userId, culture });
      if (source.down) throw new ResponseError(503, 'orders_unavailable', 'Checkout does not answer.');
      // Checkout answers only with the member's own orders.
      return structuredClone((source.orders.get(userId) ?? []).find((order) => order.orderNumber === orderNumber) ?? null);
    },
  };
  return source;
}

let orderSequence = 10_000_000 + Math.floor(Math.random() * 80_000_000);

const sek = (amount: number) => ({ amount, currency: 'SEK' as const });

export function aLine(code: string, quantity: number, unitAmount = 10_000): MemberOrderLine {
  return {
    code,
    name: `Product ${code}`,
    brandName: 'Lumière',
    image: { src: `/images/products/${code}/1`, altText: `Product ${code}`, sourceWidth: 2880, sourceHeight: 2880 },
    url: `/p/product/${code}`,
    quantity,
    unitPrice: sek(unitAmount),
    total: sek(unitAmount * quantity),
    returnableQuantity: quantity,
  };
}

/** A member order as Checkout would give it: shipped `shippedDaysAgo` days before `now` unless null (just placed). */
export function anOrder(
  options: { status?: MemberOrder['status']; lines?: MemberOrderLine[]; createdAt?: number; shippedAt?: number | null; loyaltyPoints?: number; market?: MarketCode } = {},
): MemberOrder {
  const lines = options.lines ?? [aLine('100001', 2), aLine('100002', 1)];
  const goods = lines.reduce((sum, line) => sum + line.total.amount, 0);
  const status = options.status ?? (options.shippedAt ? 'shipped' : 'placed');
  return {
    orderNumber: `${options.market ?? 'SE'}${String((orderSequence += 1)).padStart(8, '0')}`,
    status,
    createdAt: new Date(options.createdAt ?? Date.now()).toISOString(),
    total: sek(goods),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    isOngoing: status === 'placed' || status === 'shipped',
    loyaltyPoints: options.loyaltyPoints ?? Math.floor(goods / 100),
    lines,
    subTotal: sek(goods),
    shipping: sek(0),
    discount: sek(0),
    vat: sek(Math.round(goods / 5)),
    shippingMethodName: 'Hemleverans',
    deliveryAddress: { name: 'Anna Andersson', street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm' },
    paymentMethodNames: ['Kort •••• 1111'],
    shippedAt: options.shippedAt ? new Date(options.shippedAt).toISOString() : null,
    trackingUrl: null,
    returns: [],
  };
}

export const daysAgo = (days: number, from = Date.now()) => from - days * 24 * 60 * 60_000;

/** Passwords kept as 'h:' + the password: enough to tell right from wrong without the cost of Argon2. */
export const plainPasswords: PasswordHasher = {
  hash: async (password) => `h:${password}`,
  verify: async (stored, password) => stored === `h:${password}`,
  needsRehash: () => false,
};

export { recordingOutbox } from './recording-outbox';

export interface OrdersTestMember {
  id: string;
  email: string;
  password: string;
  identity: ReturnType<typeof anIdentity>;
}

/** A member row with a password (plainPasswords), and the identity the gateway would sign for them. */
export async function aMember(
  db: Queryable,
  options: { culture?: Culture; phoneNumber?: string; textSubscription?: boolean; emailSubscription?: boolean } = {},
): Promise<OrdersTestMember> {
  const email = `member-${randomUUID()}@example.com`;
  const password = `password-${randomUUID()}`;
  const culture = options.culture ?? 'sv-SE';
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO members (email, password_hash, market, culture, first_name, last_name, phone_number, email_subscription, text_subscription)
     VALUES ($1, $2, 'SE', $3, 'Anna', 'Andersson', $4, $5, $6) RETURNING id`,
    [email, `h:${password}`, culture, options.phoneNumber ?? '070-123 45 67', options.emailSubscription ?? false, options.textSubscription ?? false],
  );
  return { id: row!.id, email, password, identity: anIdentity({ userId: row!.id, culture }) };
}
