import { attackTarget, describeAttackSuite, describeOnEachTestBackend, type AttackSetup } from '@storefront/platform/server/testing';
import { createInMemoryProductSource, testProducts } from '../catalog/in-memory-product-source';
import { createProofOfWorkChallenge } from '../challenge/proof-of-work-challenge';
import { accountMigrations } from '../db/account-database';
import { createDatabaseOutbox } from '../mail/database-outbox';
import { anOrder, inMemoryOrderSource } from '../testing/orders';
import { cheapHasher, insertMember, testChallengeDifficulty } from '../testing/sessions';
import { accountTestBackends } from '../testing/account-test-backends';
import { testApp, testIdentitySecret, testServices } from '../testing/test-app';

describeOnEachTestBackend<AttackSetup>(
  'the account server under attack',
  {
    backends: accountTestBackends(),
    // Hostile requests and who may call what: answered by the same SQL the team's database suites run on PostgreSQL.
    checks: 'http',
    migrations: accountMigrations,
    setupTimeoutMs: 180_000,
    setup: async ({ backend, db, onCleanup }) => {
      const [member, otherMember, admin] = [await insertMember(db), await insertMember(db), await insertMember(db, { roles: ['admin'] })];
      // The member's own order, as team Checkout would give it to them and to nobody else.
      const orders = inMemoryOrderSource();
      const order = anOrder({ status: 'shipped', shippedAt: Date.now() - 86_400_000 });
      orders.orders.set(member!.id, [order]);
      const outbox = createDatabaseOutbox(db);
      const [mail] = await db.query<{ id: string }>(
        `INSERT INTO mail_outbox ("to", subject, kind, text, html) VALUES ('member@example.com', 'Welcome', 'welcome', 'Hello', '<p>Hello</p>') RETURNING id`,
      );
      const app = testApp(
        testServices(db, {
          passwords: cheapHasher,
          challenge: createProofOfWorkChallenge({ db, secret: testIdentitySecret }),
          challengeDifficulty: testChallengeDifficulty,
          outbox,
          products: createInMemoryProductSource(Object.values(testProducts)),
          orders,
        }),
      );
      return {
        ...(await attackTarget({ app, backend, db, secret: testIdentitySecret, onCleanup })),
        people: { member: { userId: member!.id }, otherMember: { userId: otherMember!.id }, admin: { userId: admin!.id, roles: ['admin'] } },
        params: { orderNumber: order.orderNumber, code: testProducts.lipstick.code, memberId: otherMember!.id, id: mail!.id },
        withoutBody: {
          'POST /dologout': 'the session is the browser’s cookie',
          'POST /dologout/stopimpersonation': 'the session is the browser’s cookie',
          'POST /api/admin/account/customers/:memberId/impersonate': 'the customer is in the path, the administrator’s session in the cookie',
          'POST /api/my/monitored-products/:code/monitor': 'the product is in the path',
          'POST /api/catalog/variants/:code/monitor': 'the product is in the path',
          'POST /api/my/monitored-products/:code/stop-monitoring': 'the product is in the path',
          'POST /api/catalog/variants/:code/stop-monitoring': 'the product is in the path',
        },
        owned: [
          { route: 'GET /api/my/orders/:orderNumber', marker: 'Storgatan' },
          { route: 'GET /api/my/orders/:orderNumber/return' },
          { route: 'GET /api/my/orders/:orderNumber/file-complaint' },
          { route: 'GET /page/my-pages/orders/:orderNumber', marker: 'Storgatan' },
          { route: 'GET /page/my-pages/orders/:orderNumber/receipt', marker: 'Storgatan' },
          { route: 'GET /page/my-pages/orders/:orderNumber/return' },
        ],
        notOwned: {
          'POST /api/my/orders/:orderNumber/return': 'tried as owner and other member by its GET twin; a return filed here would change the order the suite reads',
          'POST /api/my/orders/:orderNumber/file-complaint': 'as its return twin',
          'GET /api/my/monitored-products/:code': 'a product code: every member has their own list of what they monitor',
          'POST /api/my/monitored-products/:code/monitor': 'a product code, as above',
          'POST /api/catalog/variants/:code/monitor': 'a product code, as above',
          'POST /api/my/monitored-products/:code/stop-monitoring': 'a product code, as above',
          'POST /api/catalog/variants/:code/stop-monitoring': 'a product code, as above',
        },
      };
    },
  },
  (setup) => describeAttackSuite('account', setup),
);
