import request from 'supertest';
import { textRuleMessages, type Identity } from '@storefront/platform/server';
import { createInMemoryProductSource, testProducts } from '../catalog/in-memory-product-source';
import { authTestServices, insertMember } from '../testing/sessions';
import { describeOnEachBackend } from '../testing/test-app';
import { createTestMember } from '../testing/test-members';

// A NUL or half an emoji (a lone surrogate) anywhere in an input is a 400 naming the field, before anything is read
// or stored, on every family of routes; names and phone numbers refuse every control character too.

let auth: ReturnType<typeof authTestServices>;

const nul = 'x\u0000y';
const halfEmoji = 'x\ud83d';

describeOnEachBackend(
  'broken text in every family of routes',
  (context) => {
    const send = (method: 'get' | 'post', path: string, identity: Partial<Identity> = {}) =>
      request(context().url)[method](path).set(auth.identityHeaders({ culture: 'en-US', clientAddress: '192.0.2.77', ...identity }));
    const refused = (response: request.Response, field: string, message: string = textRuleMessages.brokenText) => {
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'bad_request', fields: { [field]: message } });
    };
    const member = async () => (await createTestMember(context().db)).identity;
    const countOf = async (sql: string, params: unknown[] = []) => Number((await context().db.query<{ n: number }>(sql, params))[0]!.n);

    test('login: in the e-mail or the password, and no attempt is counted', async () => {
      const { email } = await insertMember(context().db);
      refused(await send('post', '/dologin').send({ email: `${email}\u0000`, password: 'whatever' }), 'email');
      refused(await send('post', '/dologin').send({ email, password: halfEmoji }), 'password');
      expect(await countOf('SELECT count(*)::int AS n FROM login_attempts WHERE email = $1', [email])).toBe(0);
    });

    test('registration: anywhere, and a phone number with a tab or a line break; nobody is registered', async () => {
      const registration = { email: 'broken-text@example.com', password: 'a-good-password', phoneNumber: '070 123 45 67', acceptedTerms: true };
      refused(await send('post', '/register').send({ ...registration, password: nul }), 'password');
      refused(await send('post', '/register').send({ ...registration, phoneNumber: '070\t123 45 67' }), 'phoneNumber', textRuleMessages.controlCharacter);
      refused(await send('post', '/register').send({ ...registration, phoneNumber: '070 123\n45 67' }), 'phoneNumber', textRuleMessages.controlCharacter);
      expect(await countOf("SELECT count(*)::int AS n FROM members WHERE email = 'broken-text@example.com'")).toBe(0);
    });

    test('forgotten password: the request, the reset page and the new password', async () => {
      refused(await send('post', '/ForgotPasswordPage/ResetPassword').send({ email: halfEmoji }), 'email');
      refused(await send('post', '/api/forgot-password').send({ email: nul }), 'email');
      refused(await send('get', '/page/forgot-password?token=a%00b'), 'token');
      refused(await send('post', '/api/forgot-password/update-password').send({ token: nul, password: 'a-good-password' }), 'token');
    });

    test('sessions: the gateway’s lookup', async () => {
      refused(await send('post', '/internal/sessions/resolve', { service: 'gateway' }).send({ token: nul }), 'token');
    });

    test('profile: names and phone numbers refuse broken text and control characters; nothing changes', async () => {
      const identity = await member();
      refused(await send('post', '/api/my/profile/update', identity).send({ firstName: nul }), 'firstName');
      refused(await send('post', '/api/my/profile/update', identity).send({ lastName: halfEmoji }), 'lastName');
      refused(await send('post', '/api/my/profile/update', identity).send({ firstName: 'Ana\nMaria' }), 'firstName', textRuleMessages.controlCharacter);
      refused(await send('post', '/api/my/profile/update', identity).send({ phoneNumber: '070\u0007123 45 67' }), 'phoneNumber', textRuleMessages.controlCharacter);
      refused(
        await send('post', '/api/my/profile/subscriptions', identity).send({ emailSubscription: true, textSubscription: true, phoneNumber: '070\r1234567' }),
        'phoneNumber',
        textRuleMessages.controlCharacter,
      );
      refused(await send('post', '/api/my/profile/change-email', identity).send({ newEmail: nul, password: 'x' }), 'newEmail');
      const [row] = await context().db.query('SELECT first_name, last_name, phone_number, text_subscription FROM members WHERE id = $1', [identity.userId]);
      expect(row).toEqual({ first_name: '', last_name: '', phone_number: '', text_subscription: false });
    });

    test('notifications and notification blocks; no dismissal is stored', async () => {
      const identity = await member();
      refused(await send('post', '/NotificationBlock/Dismiss').send({ identifier: halfEmoji }), 'identifier');
      refused(await send('post', '/NotificationBlock/Dismiss', identity).send({ identifier: nul }), 'identifier');
      refused(await send('get', '/api/my/notifications/since?since=2025%00', identity), 'since');
      refused(await send('post', '/Notifications/Update', identity).send({ viewedIds: [nul] }), 'viewedIds.0');
      expect(await countOf('SELECT count(*)::int AS n FROM dismissed_notification_blocks')).toBe(0);
    });

    test('order events from team Checkout', async () => {
      const event = { eventId: 'e-1', kind: 'placed', orderNumber: 'SE00000001', memberId: null, email: nul, culture: 'sv-SE', market: 'SE', at: '2025-01-01T00:00:00Z' };
      refused(await send('post', '/internal/order-events', { service: 'cart-checkout' }).send(event), 'email');
    });

    test('wish list, monitored products and pages', async () => {
      const identity = await member();
      refused(await send('post', '/accountwishlist/add', identity).send({ code: testProducts.lipstick.code, location: halfEmoji }), 'location');
      refused(await send('get', '/api/my/monitored-products/10000%00', identity), 'code');
      refused(await send('get', '/page/wishlist?_fallback=%00', identity), '_fallback');
      refused(await send('get', '/page/club?campaign=%00'), 'campaign');
      expect(await countOf('SELECT count(*)::int AS n FROM wish_list_items WHERE member_id = $1', [identity.userId])).toBe(0);
    });

    test('newsletter: the signup (a phone number with a control character too) and the confirmation link', async () => {
      refused(await send('post', '/newslettersignup/subscribe').send({ acceptedEmail: true, acceptedSms: false, email: nul }), 'email');
      refused(
        await send('post', '/newslettersignup/subscribe').send({ acceptedEmail: false, acceptedSms: true, email: 'a@example.com', phoneNumber: '070\t1234567' }),
        'phoneNumber',
        textRuleMessages.controlCharacter,
      );
      refused(await send('get', '/newslettersignup/confirm?token=%00'), 'token');
      expect(await countOf('SELECT count(*)::int AS n FROM newsletter_subscribers')).toBe(0);
    });

    test('orders, returns and complaints', async () => {
      const identity = await member();
      refused(await send('get', '/api/my/orders/SE0000%000', identity), 'orderNumber');
      refused(await send('get', '/page/my-pages/orders/SE00000001/return?kind=%00', identity), 'kind');
      const line = { code: testProducts.lipstick.code, quantity: 1, reasonId: 'changed-mind' };
      refused(await send('post', '/api/my/orders/SE00000001/return', identity).send({ lines: [line], comment: halfEmoji }), 'comment');
    });

    test('administration: the customer search, the impersonation record and the mail viewer', async () => {
      const admin = await createTestMember(context().db, { roles: ['admin'] });
      refused(await send('get', '/api/admin/account/customers?q=an%00a', admin.identity), 'q');
      refused(await send('get', `/api/admin/account/impersonation-actions?memberId=%00`, admin.identity), 'memberId');
      const action = { impersonatorId: admin.id, memberId: admin.id, method: 'POST', path: `/x${nul}`, status: 200 };
      refused(await send('post', '/internal/impersonation-actions', { service: 'gateway' }).send(action), 'path');
      refused(await send('get', '/mailbox/a%00b', admin.identity), 'id');
    });
  },
  (db) => {
    auth = authTestServices(db);
    return { ...auth.services, products: createInMemoryProductSource(Object.values(testProducts)) };
  },
  'http',
);
