import request from 'supertest';
import { authTestServices } from '../sessions/session-test-support';
import { describeOnEachBackend } from '../test-support/test-app';
import { createDatabaseOutbox } from './database-outbox';
import { mailboxContentSecurityPolicy } from './mail-viewer-routes';

let auth: ReturnType<typeof authTestServices>;

describeOnEachBackend(
  'mail viewer',
  (context) => {
    const get = (path: string) => request(context().url).get(path).set(auth.identityHeaders());
    const enqueue = (mail: { to: string; subject: string; text: string; html: string }) =>
      createDatabaseOutbox(context().db).enqueue({ ...mail, kind: 'reset-password' });

    afterEach(() => {
      context().services.mailViewerEnabled = true;
    });

    test('the mailbox lists the outbox newest first, escaped, as an accessible page under a strict policy', async () => {
      await enqueue({ to: 'first@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
      await context().db.query("UPDATE mail_outbox SET created_at = now() - interval '1 minute'");
      const id = await enqueue({ to: 'second@example.com', subject: '<script>alert(1)</script>', text: 'two', html: '<p>two</p>' });
      const response = await get('/mailbox');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toBe(mailboxContentSecurityPolicy);
      expect(response.headers['content-security-policy']).not.toMatch(/script-src/);
      expect(response.headers['cache-control']).toBe('no-store');
      const html = response.text;
      expect(html).toMatch(/<html lang="en">/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<main aria-label="[^"]+">/);
      expect(html).toMatch(/<h1>Mailbox<\/h1>/);
      expect(html).toMatch(/<caption>[^<]+<\/caption>/);
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html.indexOf('second@example.com')).toBeLessThan(html.indexOf('first@example.com'));
      expect(html).toContain(`href="/mailbox/${id}"`);
      expect(html).toContain('Not sent');
    });

    test('one mail: its text with links made clickable, its HTML in a frame that inherits a policy without script', async () => {
      const id = await enqueue({
        to: 'ana@example.com',
        subject: 'Choose a new password',
        text: 'Choose it here: http://shop.test/forgot-password?token=abc-123. Or not <b>bold</b>, javascript:alert(1)',
        html: '<!doctype html><html lang="en"><title>x</title><p>Hi "there" & <a href="http://shop.test/x">link</a></p><script>alert(1)</script>',
      });
      const response = await get(`/mailbox/${id}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-security-policy']).toBe(mailboxContentSecurityPolicy);
      const html = response.text;
      expect(html).toContain('<h1>Choose a new password</h1>');
      expect(html).toContain('<a href="http://shop.test/forgot-password?token=abc-123">http://shop.test/forgot-password?token=abc-123</a>.');
      expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
      expect(html).not.toContain('href="javascript:');
      expect(html).toMatch(/<iframe srcdoc="[^"]*" title="[^"]+"><\/iframe>/);
      expect(response.headers['content-security-policy']).toMatch(/^default-src 'none';/);
      expect(response.headers['content-security-policy']).not.toMatch(/script-src|unsafe-eval/);
      expect(html).toContain('srcdoc="&lt;!doctype html&gt;&lt;html lang=&quot;en&quot;&gt;');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toContain('<script>');
    });

    test('an unknown or malformed id is 404', async () => {
      expect((await get('/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await get('/mailbox/not-an-id')).status).toBe(404);
    });

    test('with an SMTP server configured the viewer is not there', async () => {
      const id = await enqueue({ to: 'real@example.com', subject: 'Real', text: 'real', html: '<p>real</p>' });
      context().services.mailViewerEnabled = false;
      expect((await get('/mailbox')).status).toBe(404);
      expect((await get(`/mailbox/${id}`)).status).toBe(404);
    });
  },
  (db) => {
    auth = authTestServices(db);
    return auth.services;
  },
);
