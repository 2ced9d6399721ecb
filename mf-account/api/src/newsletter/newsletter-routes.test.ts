import { recordingOutbox } from '../testing/recording-outbox';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Identity } from '@storefront/platform/server';
import { createTestMember, type TestMember } from '../testing/test-members';
import type { OutgoingMail } from '../mail/outbox';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';

const outbox = recordingOutbox();
const { mails } = outbox;

describeOnEachBackend(
  'the newsletter signup',
  (context) => {
    beforeEach(() => {
      mails.length = 0;
    });
    const subscribe = (identity: Partial<Identity>, body: unknown) =>
      request(context().url).post('/newslettersignup/subscribe').set(identityHeaders(identity)).send(body as object);
    const memberRow = async (member: TestMember) =>
      (await context().db.query<{ email_subscription: boolean; text_subscription: boolean; phone_number: string }>(
        'SELECT email_subscription, text_subscription, phone_number FROM members WHERE id = $1',
        [member.id],
      ))[0];
    const subscriberRow = async (email: string) =>
      (await context().db.query<{ email_opt_in: boolean; sms_opt_in: boolean; phone_number: string; confirmed_at: Date | null }>(
        'SELECT email_opt_in, sms_opt_in, phone_number, confirmed_at FROM newsletter_subscribers WHERE email = $1',
        [email],
      ))[0];
    const linkIn = (mail: OutgoingMail) => new URL(/http:\/\/shop\.test\/newslettersignup\/confirm\?token=\S+/.exec(mail.text)![0]);

    test('a store device is refused', async () => {
      const response = await subscribe({ isStoreDevice: true }, { acceptedEmail: true, acceptedSms: false, email: 'a@example.com' });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ success: false, message: expect.any(String), error: { code: 'store_device' } });
    });

    test('one of e-mail or texts must be chosen', async () => {
      const response = await subscribe({ culture: 'en-US' }, { acceptedEmail: false, acceptedSms: false, email: 'a@example.com' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Choose e-mail, text messages or both.',
        error: { code: 'choose_option', message: 'Choose e-mail, text messages or both.' },
      });
      expect((await subscribe({}, { acceptedEmail: 'yes', acceptedSms: false })).status).toBe(400);
    });

    test('a visitor needs a valid e-mail, and a phone number for texts', async () => {
      expect((await subscribe({}, { acceptedEmail: true, acceptedSms: false })).body.error.code).toBe('invalid_email');
      expect((await subscribe({}, { acceptedEmail: true, acceptedSms: false, email: 'nope' })).body.error).toMatchObject({ code: 'invalid_email', fields: { email: expect.any(String) } });
      expect((await subscribe({}, { acceptedEmail: false, acceptedSms: true, email: 'sms@example.com' })).body.error.code).toBe('phone_required');
      expect((await subscribe({}, { acceptedEmail: false, acceptedSms: true, email: 'sms@example.com', phoneNumber: '12' })).body.error.code).toBe('invalid_phone');
      expect(await subscriberRow('sms@example.com')).toBeUndefined();
      expect(mails).toEqual([]);
    });

    test('a visitor confirms by the link in the mail (double opt-in)', async () => {
      const email = `visitor-${randomUUID()}@example.com`;
      const response = await subscribe({ culture: 'de-DE', market: 'DE' }, { acceptedEmail: true, acceptedSms: true, email: ` ${email.toUpperCase()} `, phoneNumber: '+49 170 1234567' });
      expect(response.body).toEqual({ success: true, message: expect.stringContaining('Bestätige') });
      expect(await subscriberRow(email)).toEqual({ email_opt_in: true, sms_opt_in: true, phone_number: '+491701234567', confirmed_at: null });
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: email, kind: 'newsletter-confirmation', subject: 'Bestätige dein Newsletter-Abonnement' });
      const link = linkIn(mails[0]!);
      expect(mails[0]!.html).toContain(`href="${link.href}"`);

      const confirm = await request(context().url).get(`${link.pathname}${link.search}`).set(identityHeaders());
      expect([confirm.status, confirm.headers.location]).toEqual([303, '/?newsletter=confirmed']);
      expect((await subscriberRow(email))!.confirmed_at).not.toBeNull();
      // The link works once.
      const again = await request(context().url).get(`${link.pathname}${link.search}`).set(identityHeaders());
      expect(again.headers.location).toBe('/?newsletter=expired');
      // Confirmed: a later signup adds choices without another mail.
      await subscribe({}, { acceptedEmail: true, acceptedSms: false, email });
      expect(mails).toHaveLength(1);
    });

    test('signing an address up again soon sends no second mail; later it does, and the old link stops working', async () => {
      const email = `again-${randomUUID()}@example.com`;
      await subscribe({}, { acceptedEmail: true, acceptedSms: false, email });
      await subscribe({}, { acceptedEmail: true, acceptedSms: false, email });
      expect(mails).toHaveLength(1);
      await context().db.query(`UPDATE newsletter_subscribers SET confirm_sent_at = confirm_sent_at - interval '11 minutes' WHERE email = $1`, [email]);
      expect((await subscribe({}, { acceptedEmail: true, acceptedSms: false, email })).status).toBe(200);
      expect(mails).toHaveLength(2);
      const old = linkIn(mails[0]!);
      expect((await request(context().url).get(`${old.pathname}${old.search}`).set(identityHeaders())).headers.location).toBe('/?newsletter=expired');
    });

    test('a link older than 7 days has expired; a made-up token confirms nothing', async () => {
      const email = `late-${randomUUID()}@example.com`;
      await subscribe({}, { acceptedEmail: true, acceptedSms: false, email });
      await context().db.query(`UPDATE newsletter_subscribers SET confirm_sent_at = now() - interval '8 days' WHERE email = $1`, [email]);
      const link = linkIn(mails[0]!);
      expect((await request(context().url).get(`${link.pathname}${link.search}`).set(identityHeaders())).headers.location).toBe('/?newsletter=expired');
      expect((await request(context().url).get('/newslettersignup/confirm?token=made-up').set(identityHeaders())).headers.location).toBe('/?newsletter=expired');
      expect((await request(context().url).get('/newslettersignup/confirm').set(identityHeaders())).headers.location).toBe('/?newsletter=expired');
      expect((await subscriberRow(email))!.confirmed_at).toBeNull();
    });

    test('a member subscribes directly; for texts a phone number is needed only when none is stored', async () => {
      const member = await createTestMember(context().db);
      expect((await subscribe(member.identity, { acceptedEmail: true, acceptedSms: false })).body).toEqual({ success: true, message: expect.any(String) });
      expect(await memberRow(member)).toEqual({ email_subscription: true, text_subscription: false, phone_number: '' });
      expect((await subscribe(member.identity, { acceptedEmail: false, acceptedSms: true })).body.error.code).toBe('phone_required');
      expect((await subscribe(member.identity, { acceptedEmail: false, acceptedSms: true, phoneNumber: 'abc' })).body.error.code).toBe('invalid_phone');
      expect((await memberRow(member))!.text_subscription).toBe(false);
      await subscribe(member.identity, { acceptedEmail: false, acceptedSms: true, phoneNumber: '070 123 45 67' });
      expect(await memberRow(member)).toEqual({ email_subscription: true, text_subscription: true, phone_number: '0701234567' });
      expect(mails).toEqual([]);

      const withPhone = await createTestMember(context().db, { phoneNumber: '0709999999' });
      expect((await subscribe(withPhone.identity, { acceptedEmail: false, acceptedSms: true, phoneNumber: 'ignored' })).status).toBe(200);
      expect(await memberRow(withPhone)).toEqual({ email_subscription: false, text_subscription: true, phone_number: '0709999999' });
    });

    test("a member's e-mail in the body changes no other account", async () => {
      const member = await createTestMember(context().db);
      const other = await createTestMember(context().db);
      await subscribe(member.identity, { acceptedEmail: true, acceptedSms: false, email: other.email });
      expect((await memberRow(other))!.email_subscription).toBe(false);
      expect(await subscriberRow(other.email)).toBeUndefined();
    });
  },
  () => ({ outbox }),
);
