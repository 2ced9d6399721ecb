import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { listRoutes, type Identity } from '@storefront/platform/server';
import { readConfig } from '../config';
import { authTestServices } from '../testing/sessions';
import { describeOnEachBackend, testApp, testServices } from '../testing/test-app';
import { createDatabaseOutbox } from './database-outbox';
import { mailboxContentSecurityPolicy } from './mail-viewer-routes';

let auth: ReturnType<typeof authTestServices>;

const admin: Partial<Identity> = { userId: randomUUID(), roles: ['admin'] };

describeOnEachBackend(
  'mail viewer',
  (context) => {
    const get = (path: string, identity: Partial<Identity> = admin) => request(context().url).get(path).set(auth.identityHeaders(identity));
    const enqueue = (mail: { to: string; subject: string; text: string; html: string }) =>
      createDatabaseOutbox(context().db).enqueue({ ...mail, kind: 'reset-password' });

    test('a visitor, a member and a service get 404 for the mailbox and for each mail, as if it were not there', async () => {
      const id = await enqueue({ to: 'someone@example.com', subject: 'Choose a new password', text: 'secret link', html: '<p>secret link</p>' });
      for (const identity of [{}, { userId: randomUUID() }, { service: 'gateway' as const }]) {
        for (const path of ['/mailbox', `/mailbox/${id}`, '/mailbox/not-an-id']) {
          const response = await get(path, identity);
          expect(response.status).toBe(404);
          expect(response.body.error.code).toBe('not_found');
          expect(response.text).not.toContain('secret link');
        }
      }
      expect((await get(`/mailbox/${id}`)).status).toBe(200);
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

    test('outside demo mode, or with an SMTP server, the viewer is not there at all, for an administrator neither', async () => {
      const id = await enqueue({ to: 'real@example.com', subject: 'Real', text: 'real', html: '<p>real</p>' });
      const app = testApp(testServices(context().db, { mailViewerEnabled: false }));
      expect(listRoutes(app).filter((route) => String(route.path).startsWith('/mailbox'))).toEqual([]);
      expect((await request(app).get('/mailbox').set(auth.identityHeaders(admin))).status).toBe(404);
      expect((await request(app).get(`/mailbox/${id}`).set(auth.identityHeaders(admin))).status).toBe(404);
    });
  },
  (db) => {
    auth = authTestServices(db);
    return auth.services;
  },
);

test('the viewer is on only in demo mode while no SMTP server is configured', () => {
  const env = { IDENTITY_SECRET: 'x'.repeat(43) };
  expect(readConfig(env).mailViewerEnabled).toBe(false);
  expect(readConfig({ ...env, DEMO_MODE: '0' }).mailViewerEnabled).toBe(false);
  expect(readConfig({ ...env, DEMO_MODE: '1' }).mailViewerEnabled).toBe(true);
  expect(readConfig({ ...env, DEMO_MODE: '1', SMTP_URL: 'smtp://mail.example:587' }).mailViewerEnabled).toBe(false);
});
