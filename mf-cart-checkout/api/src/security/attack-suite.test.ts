import { attackTarget, describeAttackSuite, describeOnEachTestBackend, type AttackSetup } from '@storefront/platform/server/testing';
import { buildApp } from '../app';
import { cartMigrations } from '../db/cart-database';
import { cartTestBackends } from '../testing/cart-test-backends';
import { lipstick, startFakeCatalog } from '../testing/fake-catalog';
import { buy } from '../testing/placed-orders';
import { testAppOptions, testIdentitySecret, testVariants } from '../testing/test-app';

const member = { userId: '3f6c1a2e-8b4d-4e7f-9a1c-2d3e4f5a6b7c' };
const otherMember = { userId: '8a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' };
const admin = { userId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', roles: ['admin' as const] };

describeOnEachTestBackend<AttackSetup>(
  'the cart-checkout server under attack',
  {
    backends: cartTestBackends(),
    // Hostile requests and who may call what: answered by the same SQL the team's database suites run on PostgreSQL.
    checks: 'http',
    migrations: cartMigrations,
    setupTimeoutMs: 180_000,
    setup: async ({ backend, db, onCleanup }) => {
      const catalog = await startFakeCatalog(testIdentitySecret, testVariants);
      onCleanup(() => catalog.close());
      const target = await attackTarget({ app: buildApp(testAppOptions(db, catalog.url)), backend, db, secret: testIdentitySecret, onCleanup });
      // The member's own order: its confirmation is theirs alone.
      const order = await buy(target.baseUrl, member, { [lipstick.code]: 1 });
      if (!order.orderNumber) throw new Error(`the member's purchase did not go through (${order.status})`);
      return {
        ...target,
        people: { member, otherMember, admin },
        params: { code: 'GIFT-500-SEK', pspReference: 'psp_unknown', orderNumber: order.orderNumber, memberId: member.userId },
        examples: {
          'POST /cart/update': { body: { items: { [lipstick.code]: { newQuantity: 1, previousQuantity: 0 } }, addedCodes: [lipstick.code], isCheckoutPage: false } },
          'POST /cart/addcouponCode': { body: { code: 'WELCOME10' } },
          'POST /cart/removecouponCode': { body: { code: 'WELCOME10' } },
        },
        withoutBody: {
          'POST /cart/deletecart': 'the shopper’s own cart, known from the identity',
          'POST /internal/carts/merge': 'the visitor’s and the member’s carts, named by the identity Account signs',
          'POST /payment-provider/test/redirect/:pspReference/approve': 'the test bank page’s form: the payment is in the path',
          'POST /payment-provider/test/redirect/:pspReference/decline': 'the test bank page’s form: the payment is in the path',
          'POST /api/admin/cart-checkout/orders/:orderNumber/ship': 'the order is in the path',
        },
        htmlAnswers: {
          'GET /payment-provider/test/redirect/:pspReference': 'the test bank’s page, where the browser is sent to approve a payment',
          'POST /payment-provider/test/redirect/:pspReference/approve': 'the test bank page’s own form post',
          'POST /payment-provider/test/redirect/:pspReference/decline': 'the test bank page’s own form post',
        },
        owned: [
          { route: 'GET /api/orderconfirmation/:orderNumber', params: { orderNumber: order.orderNumber }, marker: 'anna@example.se' },
          { route: 'GET /api/orderconfirmation/:orderNumber/upsell', params: { orderNumber: order.orderNumber } },
          { route: 'GET /page/orderconfirmation/:orderNumber', params: { orderNumber: order.orderNumber }, marker: 'anna@example.se' },
        ],
      };
    },
  },
  (setup) => describeAttackSuite('cart-checkout', setup),
);
