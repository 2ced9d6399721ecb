import type { ResolvedSession } from '@storefront/platform';
import { serviceIdentity, signIdentity } from '@storefront/platform/server';
import { TeamHealth } from '../health/team-health';
import { startFakeAccount, type FakeAccount } from '../testing/fake-account';
import { deadTeamUrl, testIdentitySecret } from '../testing/fake-team';
import { SessionResolver, type SessionResolverOptions } from './session-resolver';

const member: ResolvedSession = { userId: 'm-1', email: 'member@example.com', impersonatorId: null, impersonatorEmail: null, roles: [] };
const token = 'member-session-token-0123456789abcdefghijklm';

let account: FakeAccount;
let clock: number;
/** The gateway's service identity with the request's visitor, as the gateway signs it. */
let validIdentity: string;

beforeEach(async () => {
  account = await startFakeAccount();
  account.sessions.set(token, member);
  clock = 1_000_000;
  validIdentity = signIdentity(serviceIdentity('gateway', { visitorId: '0b5c5a3e-8d1f-4c6e-9a57-3f0b2f6f1a11' }), testIdentitySecret);
});
afterEach(() => account.close());

/** A generous time limit by default: a loaded CI machine can take longer than the 300 ms the gateway allows. */
function resolverFor(overrides: Partial<SessionResolverOptions> = {}): SessionResolver {
  const teamHealth = new TeamHealth({ catalog: '', 'cart-checkout': '', account: account.url, social: 'http://127.0.0.1:9' }, { intervalMs: 0, timeoutMs: 100 });
  return new SessionResolver({ accountUrl: account.url, teamHealth, now: () => clock, timeoutMs: 5_000, ...overrides });
}

const lookups = () => account.callsTo('/internal/sessions/resolve').length;

test('asks Account with the token and the gateway’s signed service identity, and caches the answer up to its age', async () => {
  const resolver = resolverFor({ maxAgeMs: 5_000 });
  expect(await resolver.resolve(token, validIdentity)).toEqual(member);
  const call = account.callsTo('/internal/sessions/resolve')[0];
  expect(call?.method).toBe('POST');
  expect(call?.body).toEqual({ token });
  expect(call?.identity).toMatchObject({ service: 'gateway', userId: null, market: 'SE' });

  clock += 4_999;
  expect(await resolver.resolve(token, validIdentity)).toEqual(member);
  expect(lookups()).toBe(1);
  clock += 2;
  expect(await resolver.resolve(token, validIdentity)).toEqual(member);
  expect(lookups()).toBe(2);
});

test('an unknown session is nobody, remembered briefly so a stale cookie is not asked about on every request', async () => {
  const resolver = resolverFor({ unknownMaxAgeMs: 1_000 });
  const unknown = 'unknown-session-token-0123456789abcdefghijk';
  expect(await resolver.resolve(unknown, validIdentity)).toBeNull();
  expect(await resolver.resolve(unknown, validIdentity)).toBeNull();
  expect(lookups()).toBe(1);
  clock += 1_001;
  await resolver.resolve(unknown, validIdentity);
  expect(lookups()).toBe(2);
});

test('concurrent lookups of one token make one call', async () => {
  const resolver = resolverFor();
  account.internalDelayMs = 50;
  const answers = await Promise.all(Array.from({ length: 20 }, () => resolver.resolve(token, validIdentity)));
  expect(answers.every((answer) => answer?.userId === 'm-1')).toBe(true);
  expect(lookups()).toBe(1);
});

test('forget drops the cached answer, and a lookup under way when the session changed is not cached', async () => {
  const resolver = resolverFor();
  await resolver.resolve(token, validIdentity);
  resolver.forget(token);
  account.sessions.set(token, { ...member, userId: 'm-2' });
  expect((await resolver.resolve(token, validIdentity))?.userId).toBe('m-2');

  account.internalDelayMs = 50;
  const underWay = resolver.resolve(token, validIdentity);
  resolver.forget(token); // a login passed back through the gateway meanwhile
  await underWay;
  account.internalDelayMs = 0;
  const before = lookups();
  await resolver.resolve(token, validIdentity);
  expect(lookups()).toBe(before + 1);
});

test('holds at most maxEntries answers, dropping the oldest', async () => {
  const resolver = resolverFor({ maxEntries: 3 });
  for (let i = 0; i < 5; i++) await resolver.resolve(`token-number-${i}-0123456789abcdefghijklmnop`, validIdentity);
  expect(resolver.size).toBe(3);
  const before = lookups();
  await resolver.resolve('token-number-4-0123456789abcdefghijklmnop', validIdentity);
  expect(lookups()).toBe(before);
  await resolver.resolve('token-number-0-0123456789abcdefghijklmnop', validIdentity);
  expect(lookups()).toBe(before + 1);
});

test('a value that cannot be a session token is nobody without asking', async () => {
  const resolver = resolverFor();
  for (const odd of ['', 'short', 'has spaces in it and is long enough', 'x'.repeat(300)]) {
    expect(await resolver.resolve(odd, validIdentity)).toBeNull();
  }
  expect(lookups()).toBe(0);
});

test('a slow Account makes the request a visitor within the time limit, and is not cached as an answer', async () => {
  const warnings: unknown[] = [];
  const logger = { warn: (details: object) => void warnings.push(details) };
  const resolver = resolverFor({ timeoutMs: 100 });
  account.internalDelayMs = 1_000;
  const started = Date.now();
  expect(await resolver.resolve(token, validIdentity, logger)).toBeNull();
  expect(Date.now() - started).toBeLessThan(600);
  account.internalDelayMs = 0;
  expect(await resolver.resolve(token, validIdentity, logger)).toEqual(member);
  expect(warnings).toHaveLength(1);
});

test('a dead Account makes every request a visitor at once, logged once per interval', async () => {
  const warnings: unknown[] = [];
  const logger = { warn: (details: object) => void warnings.push(details) };
  const dead = await deadTeamUrl();
  const teamHealth = new TeamHealth({ catalog: '', 'cart-checkout': '', account: dead, social: 'http://127.0.0.1:9' }, { intervalMs: 0, timeoutMs: 100 });
  const resolver = new SessionResolver({ accountUrl: dead, teamHealth, now: () => clock, warnIntervalMs: 10_000 });
  for (let i = 0; i < 5; i++) expect(await resolver.resolve(token, validIdentity, logger)).toBeNull();
  teamHealth.markDown('account', 'test');
  for (let i = 0; i < 5; i++) expect(await resolver.resolve(token, validIdentity, logger)).toBeNull();
  expect(warnings).toHaveLength(1);
  clock += 10_000;
  await resolver.resolve(token, validIdentity, logger);
  expect(warnings).toHaveLength(2);
  expect(warnings[1]).toMatchObject({ leftOutSinceLast: 9 });
});

test('an answer that is not a session is nobody; unknown roles are dropped', async () => {
  const resolver = resolverFor();
  account.sessions.set(token, { userId: '', email: 'x' } as never);
  expect(await resolver.resolve(token, validIdentity)).toBeNull();
  const admin = 'admin-session-token-0123456789abcdefghijklmn';
  account.sessions.set(admin, { ...member, userId: 'a-1', roles: ['admin', 'superhero' as never] });
  expect((await resolver.resolve(admin, validIdentity))?.roles).toEqual(['admin']);
});
