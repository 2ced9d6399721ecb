import type { Response } from 'supertest';
import type { MemberRole } from '@storefront/platform';
import { signIdentity, type Database, type Identity } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { createProofOfWorkChallenge } from '../challenge/proof-of-work-challenge';
import { createDatabaseOutbox } from '../mail/database-outbox';
import { createArgon2Hasher } from '../password/password-hashing';
import { anIdentity, testIdentitySecret } from './test-app';
import type { CartMerger } from '../sessions/cart-merger';

/** Test-only: the cheapest Argon2id (the real cost is config's) and challenges solved in a few hundred hashes at most. */
export const cheapHasher = createArgon2Hasher({ memoryCostKib: 1024, passes: 1 });
export const testChallengeDifficulty = { first: 4, cap: 8 };

/** The auth parts of the account services for API tests, with a clock the test can move and the cart merges seen. */
export function authTestServices(db: Database, clock: { now: number | null } = { now: null }) {
  const merges: Parameters<CartMerger['merge']>[0][] = [];
  const cartMerge = { fails: false };
  const now = () => clock.now ?? Date.now();
  const services: Partial<AccountServices> = {
    now,
    passwords: cheapHasher,
    challenge: createProofOfWorkChallenge({ db, secret: 'test-challenge-secret', now }),
    challengeDifficulty: testChallengeDifficulty,
    outbox: createDatabaseOutbox(db),
    carts: {
      merge: async (identity) => {
        merges.push(identity);
        if (cartMerge.fails) throw new Error('team Checkout is down');
      },
    },
  };
  /** Identity headers signed at the test's clock (the server checks their age against its own). */
  const identityHeaders = (identity: Partial<Identity> = {}) => ({
    'x-storefront-identity': signIdentity({ ...anIdentity(identity), issuedAt: now() }, testIdentitySecret),
  });
  return { services, merges, cartMerge, clock, identityHeaders };
}

export interface TestMember {
  id: string;
  email: string;
  password: string;
  memberNumber: string;
}

let counter = 0;

/** A member straight into the database (a club member unless `clubTerms: false`). */
export async function insertMember(
  db: Database,
  options: { email?: string; password?: string; roles?: MemberRole[]; clubTerms?: boolean; culture?: string } = {},
): Promise<TestMember> {
  counter += 1;
  const email = options.email ?? `member-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = options.password ?? `password-${counter}`;
  const [row] = await db.query<{ id: string; member_number: string }>(
    `INSERT INTO members (email, password_hash, roles, market, culture, club_terms_accepted_at)
     VALUES ($1, $2, $3, 'SE', $4, CASE WHEN $5 THEN now() END) RETURNING id, member_number`,
    [email, await cheapHasher.hash(password), options.roles ?? [], options.culture ?? 'sv-SE', options.clubTerms ?? true],
  );
  return { id: row!.id, email, password, memberNumber: row!.member_number };
}

/** The `session` cookie a response set, as `{ value, attributes }` (lower-cased attribute names). */
export function sessionCookieOf(response: Response): { value: string; attributes: Record<string, string | true> } | null {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = header?.find((line) => line.startsWith('session='));
  if (!cookie) return null;
  const [pair, ...rest] = cookie.split(';');
  const attributes: Record<string, string | true> = {};
  for (const part of rest) {
    const [name, ...value] = part.trim().split('=');
    attributes[name!.toLowerCase()] = value.length ? value.join('=') : true;
  }
  return { value: pair!.slice('session='.length), attributes };
}
