import { randomUUID } from 'node:crypto';
import type { Culture, MarketCode } from '@storefront/platform';
import type { Identity, Queryable } from '@storefront/platform/server';
import { anIdentity } from './test-app';

export interface TestMember {
  id: string;
  email: string;
  identity: Identity;
}

/** A member row for tests (no usable password), and the identity the gateway would sign for them. */
export async function createTestMember(
  db: Queryable,
  options: { market?: MarketCode; culture?: Culture; phoneNumber?: string; emailSubscription?: boolean; textSubscription?: boolean; roles?: 'admin'[] } = {},
): Promise<TestMember> {
  const market = options.market ?? 'SE';
  const culture = options.culture ?? 'sv-SE';
  const email = `member-${randomUUID()}@example.com`;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO members (email, password_hash, market, culture, phone_number, email_subscription, text_subscription, roles)
     VALUES ($1, 'not-a-hash', $2, $3, $4, $5, $6, $7) RETURNING id`,
    [email, market, culture, options.phoneNumber ?? '', options.emailSubscription ?? false, options.textSubscription ?? false, options.roles ?? []],
  );
  return { id: row!.id, email, identity: anIdentity({ userId: row!.id, market, culture, ...(options.roles ? { roles: options.roles } : {}) }) };
}
