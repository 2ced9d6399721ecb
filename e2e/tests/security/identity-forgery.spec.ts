import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/live-page';
import { serviceIdentity, signIdentity, type Identity } from '@storefront/platform/server';
import { storePorts } from '../../../scripts/lib/store.mjs';
import { e2eBasePort } from '../../support/e2e-ports';

// Straight at each team server, past the gateway: only an identity signed with the store's secret, and fresh, is
// let in. Everything else, an administrator's or a service's claims included, is a 401 before any handler runs.
const secret = process.env.E2E_IDENTITY_SECRET;
test.skip(!secret || !!process.env.E2E_BASE_URL, 'needs the store started by the e2e run and its identity secret');

const ports = storePorts(e2eBasePort);

/** For each team: a read a visitor may make, and a team-to-team write. */
const teams = [
  { team: 'catalog', read: '/api/mainmenu', internal: '/internal/catalog-imports' },
  { team: 'cart-checkout', read: '/cart', internal: '/internal/carts/merge' },
  { team: 'account', read: '/api/loyalty/levels', internal: '/internal/sessions/resolve' },
  { team: 'social', read: '/api/social/posts/pdp/demo', internal: '/internal/review-imports' },
] as const;

/** The secret written in the source before the store had none. */
const oldDefaultSecret = 'dev-identity-secret-change-me';

const admin = (): Identity => ({ userId: 'admin', roles: ['admin'], market: 'SE', culture: 'sv-SE', isStoreDevice: false, issuedAt: Date.now() });

function forgeries(): Record<string, string | undefined> {
  const visitor = signIdentity({ userId: null, market: 'SE', culture: 'sv-SE', isStoreDevice: false, issuedAt: Date.now() }, secret!);
  const [, visitorSignature] = visitor.split('.');
  const adminBody = Buffer.from(JSON.stringify(admin())).toString('base64url');
  return {
    'no identity': undefined,
    'signed with the old default secret': signIdentity(admin(), oldDefaultSecret),
    'a service, signed with the old default secret': signIdentity(serviceIdentity('gateway', { userId: 'admin', roles: ['admin'] }), oldDefaultSecret),
    'stale (signed 5 minutes ago)': signIdentity({ ...admin(), issuedAt: Date.now() - 5 * 60_000 }, secret!),
    'tampered (an administrator’s body under a visitor’s signature)': `${adminBody}.${visitorSignature}`,
    'unsigned': `${adminBody}.`,
    'not an identity at all': 'admin',
  };
}

for (const { team, read, internal } of teams) {
  test.describe(`the ${team} server`, () => {
    const url = (path: string) => `http://127.0.0.1:${ports[team]}${path}`;

    test('refuses every forged identity with a 401, reads and team-to-team writes alike', async ({ request }) => {
      for (const [what, identity] of Object.entries(forgeries())) {
        const headers: Record<string, string> = identity === undefined ? {} : { 'x-storefront-identity': identity };
        const answers = [await request.get(url(read), { headers }), await request.post(url(internal), { headers, data: {} })];
        for (const answer of answers) {
          expect(answer.status(), `${what}: ${answer.url()}`).toBe(401);
          expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
        }
      }
    });

    test('lets in an identity signed with the store’s secret', async ({ request }) => {
      const visitor = signIdentity(
        { userId: null, visitorId: randomUUID(), market: 'SE', culture: 'sv-SE', isStoreDevice: false, issuedAt: Date.now() },
        secret!,
      );
      const answer = await request.get(url(read), { headers: { 'x-storefront-identity': visitor } });
      expect(answer.status()).toBe(200);
    });
  });
}
