import request from 'supertest';
import type { MemberProfile, ProfileChangeResponse } from '../../../contract/member-profile';
import { aMember, plainPasswords, recordingOutbox, type OrdersTestMember } from '../testing/orders';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';

const outbox = recordingOutbox();

describeOnEachBackend(
  'the member’s profile calls',
  (context) => {
    const db = () => context().db;
    const get = (who: OrdersTestMember) => request(context().url).get('/api/my/profile').set(identityHeaders(who.identity));
    const post = (who: OrdersTestMember, path: string, body: unknown, extra: object = {}) =>
      request(context().url).post(`/api/my/profile${path}`).set(identityHeaders({ ...who.identity, ...extra })).send(body as object);
    const row = async (id: string) => (await db().query<Record<string, unknown>>('SELECT * FROM members WHERE id = $1', [id]))[0];

    beforeEach(() => {
      outbox.mails.length = 0;
    });

    test('the profile is the member’s own row, private', async () => {
      const member = await aMember(db());
      const answer = await get(member);
      expect([answer.status, answer.headers['cache-control']]).toEqual([200, 'no-store']);
      expect(answer.body).toEqual({
        email: member.email,
        firstName: 'Anna',
        lastName: 'Andersson',
        phoneNumber: '070-123 45 67',
        birthDate: null,
        memberNumber: expect.stringMatching(/^\d{8}$/),
        memberSince: expect.stringMatching(/Z$/),
        emailSubscription: false,
        textSubscription: false,
      } satisfies MemberProfile);
      expect(answer.body).not.toHaveProperty('passwordHash');
    });

    test('update: the given fields, trimmed and checked', async () => {
      const member = await aMember(db(), { culture: 'en-US' });
      const saved = await post(member, '/update', { firstName: '  Bea ', birthDate: '1985-06-30' });
      expect(saved.body).toMatchObject({ success: true, message: 'Your details are saved.', profile: { firstName: 'Bea', lastName: 'Andersson', birthDate: '1985-06-30' } });
      const refused = await post(member, '/update', { firstName: 'x'.repeat(101), phoneNumber: 'call me', birthDate: '1899-12-31' });
      expect(refused.status).toBe(200);
      expect(refused.body).toEqual({
        success: false,
        message: 'Some details need correcting.',
        fieldErrors: { firstName: 'At most 100 characters.', phoneNumber: 'Enter a valid mobile number.', birthDate: 'Enter a date from 1900-01-01 up to today.' },
      } satisfies ProfileChangeResponse);
      expect((await row(member.id))!.first_name).toBe('Bea');
      expect((await post(member, '/update', { birthDate: null })).body.profile.birthDate).toBeNull();
      for (const body of [{ firstName: 42 }, { email: 'taken@example.com' }, { firstName: 'x'.repeat(2_000) }]) expect((await post(member, '/update', body)).status).toBe(400);
      expect((await row(member.id))!.email).toBe(member.email);
    });

    test('subscriptions: texts need a phone number, stored or given', async () => {
      const member = await aMember(db(), { culture: 'en-US', phoneNumber: '' });
      const refused = await post(member, '/subscriptions', { emailSubscription: true, textSubscription: true });
      expect(refused.body).toMatchObject({ success: false, fieldErrors: { phoneNumber: 'Enter a mobile number to get text messages.' } });
      expect((await row(member.id))!.email_subscription).toBe(false);
      const given = await post(member, '/subscriptions', { emailSubscription: true, textSubscription: true, phoneNumber: '070 765 43 21' });
      expect(given.body).toMatchObject({ success: true, profile: { emailSubscription: true, textSubscription: true, phoneNumber: '070 765 43 21' } });
      const off = await post(member, '/subscriptions', { emailSubscription: false, textSubscription: false });
      expect(off.body.profile).toMatchObject({ emailSubscription: false, textSubscription: false, phoneNumber: '070 765 43 21' });
      expect((await post(member, '/subscriptions', { emailSubscription: 'yes', textSubscription: false })).status).toBe(400);
    });

    test('change e-mail: right password, a valid and free address; the old address is told', async () => {
      const member = await aMember(db(), { culture: 'en-US' });
      const other = await aMember(db());
      const newEmail = `new-${member.email}`;
      const cases: [object, string, string][] = [
        [{ newEmail: 'not-an-address', password: member.password }, 'newEmail', 'Enter a valid e-mail address.'],
        [{ newEmail: member.email.toUpperCase(), password: member.password }, 'newEmail', 'That is already your e-mail address.'],
        [{ newEmail, password: 'wrong' }, 'password', 'The password is not correct.'],
        [{ newEmail, password: 'x'.repeat(500) }, 'password', 'The password is not correct.'],
        [{ newEmail: ` ${other.email.toUpperCase()} `, password: member.password }, 'newEmail', 'There is already an account with that e-mail address.'],
      ];
      for (const [body, field, message] of cases) {
        const answer = await post(member, '/change-email', body);
        expect(answer.body).toEqual({ success: false, message, fieldErrors: { [field]: message } });
      }
      expect(outbox.mails).toEqual([]);
      expect((await row(member.id))!.email).toBe(member.email);
      const changed = await post(member, '/change-email', { newEmail: ` ${newEmail.toUpperCase()} `, password: member.password });
      expect(changed.body).toMatchObject({ success: true, profile: { email: newEmail } });
      expect(outbox.mails).toEqual([expect.objectContaining({ to: member.email, kind: 'email-changed', subject: 'Your e-mail address has been changed' })]);
      expect(outbox.mails[0]!.text).toContain(newEmail);
    });

    test('an address is escaped in the mail’s HTML', async () => {
      const member = await aMember(db());
      const answer = await post(member, '/change-email', { newEmail: 'a&b<i>@example.com', password: member.password });
      expect(answer.body.success).toBe(true);
      expect(outbox.mails[0]!.html).toContain('a&amp;b&lt;i&gt;@example.com');
      expect(outbox.mails[0]!.html).not.toContain('<i>');
    });

    test('delete account: right password, the row and its sessions go, a last mail, the cookie is cleared', async () => {
      const member = await aMember(db(), { culture: 'en-US' });
      await db().query("INSERT INTO sessions (token_hash, member_id, expires_at) VALUES ($1, $2, now() + interval '1 day')", [`hash-of-${member.id}`, member.id]);
      const wrong = await post(member, '/delete-account', { password: 'wrong' });
      expect(wrong.body).toEqual({ success: false, message: 'The password is not correct.', fieldErrors: { password: 'The password is not correct.' } });
      expect(await row(member.id)).toBeDefined();
      const deleted = await post(member, '/delete-account', { password: member.password });
      expect(deleted.body).toEqual({ success: true, message: expect.stringContaining('deleted') });
      expect(deleted.headers['set-cookie']).toEqual([expect.stringMatching(/^session=;.*Expires=Thu, 01 Jan 1970.*HttpOnly/)]);
      expect(await row(member.id)).toBeUndefined();
      expect(await db().query('SELECT 1 FROM sessions WHERE member_id = $1', [member.id])).toEqual([]);
      expect(outbox.mails).toEqual([expect.objectContaining({ to: member.email, kind: 'account-deleted' })]);
      // The identity the gateway may still have cached for a moment opens nothing.
      expect((await get(member)).status).toBe(401);
    });

    test('an administrator acting as the customer may not change the e-mail or delete the account', async () => {
      const member = await aMember(db());
      for (const [path, body] of [['/change-email', { newEmail: 'x@example.com', password: member.password }], ['/delete-account', { password: member.password }]] as const) {
        const answer = await post(member, path, body, { impersonatorId: '00000000-0000-4000-8000-000000000001' });
        expect([path, answer.status, answer.body.error?.code]).toEqual([path, 403, 'not_while_impersonating']);
      }
      expect((await row(member.id))!.email).toBe(member.email);
    });
  },
  () => ({ passwords: plainPasswords, outbox }),
);
