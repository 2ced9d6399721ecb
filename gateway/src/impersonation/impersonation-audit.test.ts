import request from 'supertest';
import type { ResolvedSession } from '@storefront/platform';
import { startFakeAccount } from '../testing/fake-account';
import { deadTeamUrl, testIdentitySecret } from '../testing/fake-team';
import { gatewayWithFakeAccount, withCsrf } from '../testing/gateway-harness';
import { ImpersonationAudit, type ImpersonatedAction } from './impersonation-audit';

const store = gatewayWithFakeAccount();

const adminAsCustomer = 'impersonating-session-token-0123456789abcdef';
const plainMember = 'member-session-token-0123456789abcdefghijklm';
const impersonating: ResolvedSession = {
  userId: 'm-2',
  email: 'customer@example.com',
  impersonatorId: 'a-1',
  impersonatorEmail: 'admin@example.com',
  roles: ['admin'],
};

beforeAll(() => {
  store.account.sessions.set(adminAsCustomer, impersonating);
  store.account.sessions.set(plainMember, { ...impersonating, userId: 'm-1', impersonatorId: null, impersonatorEmail: null, roles: [] });
});
beforeEach(() => {
  store.account.impersonationActions.length = 0;
});

describe('while an administrator acts as a customer', () => {
  it('every state change is recorded with both of them, its method, path and status, after its response', async () => {
    const add = await request(store.gateway.app).post('/accountwishlist/add?location=pdp').set(withCsrf([`session=${adminAsCustomer}`])).send({ code: '100001' });
    expect(add.status).toBe(200);
    const vote = await request(store.gateway.app).delete('/api/catalog/votes/7').set(withCsrf([`session=${adminAsCustomer}`]));
    expect(vote.status).toBe(200);
    await store.gateway.drain();
    expect(store.account.impersonationActions).toEqual([
      { impersonatorId: 'a-1', memberId: 'm-2', method: 'POST', path: '/accountwishlist/add', status: 200 },
      { impersonatorId: 'a-1', memberId: 'm-2', method: 'DELETE', path: '/api/catalog/votes/7', status: 200 },
    ]);
    const sent = store.account.callsTo('/internal/impersonation-actions').at(-1);
    expect(sent?.identity).toMatchObject({ userId: 'm-2', impersonatorId: 'a-1', roles: ['admin'] });
  });

  it('a change that failed is recorded with the status the browser got', async () => {
    // The cart team is dead in this harness.
    const response = await request(store.gateway.app).post('/cart/update').set(withCsrf([`session=${adminAsCustomer}`])).send({});
    expect(response.status).toBe(502);
    await store.gateway.drain();
    expect(store.account.impersonationActions).toEqual([{ impersonatorId: 'a-1', memberId: 'm-2', method: 'POST', path: '/cart/update', status: 502 }]);
  });

  it('reads are not recorded, and nothing is recorded for a member acting as themselves', async () => {
    await request(store.gateway.app).get('/api/my/profile').set('Cookie', `session=${adminAsCustomer}`);
    await request(store.gateway.app).post('/accountwishlist/add').set(withCsrf([`session=${plainMember}`])).send({ code: '100001' });
    await store.gateway.drain();
    expect(store.account.impersonationActions).toEqual([]);
  });

  it('a record Account does not take at once is sent again', async () => {
    store.account.refuseImpersonationActions = 2;
    await request(store.gateway.app).post('/accountwishlist/remove').set(withCsrf([`session=${adminAsCustomer}`])).send({ code: '100001' });
    await store.gateway.drain();
    expect(store.account.impersonationActions).toEqual([expect.objectContaining({ path: '/accountwishlist/remove' })]);
  });
});

describe('the audit queue', () => {
  const action: ImpersonatedAction = { impersonatorId: 'a-1', memberId: 'm-2', method: 'POST', path: '/accountwishlist/add', status: 200 };

  function logger() {
    const errors: { details: Record<string, unknown>; message: string }[] = [];
    return {
      errors,
      warn: () => undefined,
      error: (details: object, message: string) => void errors.push({ details: details as Record<string, unknown>, message }),
    };
  }

  it('keeps the order of the actions', async () => {
    const account = await startFakeAccount();
    try {
      const audit = new ImpersonationAudit({ accountUrl: account.url, identitySecret: testIdentitySecret, logger: logger() });
      for (let i = 0; i < 5; i++) audit.record({ ...action, path: `/step/${i}` });
      await audit.idle();
      expect(account.impersonationActions.map((recorded) => (recorded as ImpersonatedAction).path)).toEqual(['/step/0', '/step/1', '/step/2', '/step/3', '/step/4']);
    } finally {
      await account.close();
    }
  });

  it('drops what does not fit, and what Account never takes, and says so in the log', async () => {
    const log = logger();
    const audit = new ImpersonationAudit({ accountUrl: await deadTeamUrl(), identitySecret: testIdentitySecret, logger: log, maxQueued: 2, maxAttempts: 3, retryDelayMs: 5 });
    audit.record(action);
    audit.record({ ...action, path: '/second' });
    audit.record({ ...action, path: '/third' });
    expect(log.errors).toEqual([{ details: { action: { ...action, path: '/third' }, reason: 'queue full' }, message: 'impersonated action dropped, not recorded' }]);
    await audit.idle();
    expect(audit.queued).toBe(0);
    expect(log.errors.map((error) => [error.details.action, error.details.attempts])).toEqual([
      [{ ...action, path: '/third' }, undefined],
      [action, 3],
      [{ ...action, path: '/second' }, 3],
    ]);
  });

  it('does not retry a record Account refuses as wrong', async () => {
    const account = await startFakeAccount();
    try {
      const log = logger();
      // Signed with a secret Account does not know: it answers 401, which no retry can change.
      const audit = new ImpersonationAudit({ accountUrl: account.url, identitySecret: 'another-secret', logger: log, retryDelayMs: 5 });
      audit.record(action);
      await audit.idle();
      expect(account.callsTo('/internal/impersonation-actions')).toHaveLength(1);
      expect(log.errors[0]?.details).toMatchObject({ reason: 'refused by account', attempts: 1 });
    } finally {
      await account.close();
    }
  });
});
