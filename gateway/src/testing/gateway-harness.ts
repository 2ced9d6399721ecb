import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway, type Gateway, type GatewayConfig } from '../app';
import { startFakeAccount, type FakeAccount } from './fake-account';
import { startFakeTeam, testIdentitySecret, type FakeTeam } from './fake-team';

export const shellTemplate = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <!--app-head-->
    <script defer src="/shell/main.0123abcd.js"></script>
  </head>
  <body>
    <div id="root"><!--app-fallback--></div>
    <!--app-data-->
  </body>
</html>
`;

/** A built shell in miniature, in a temporary folder: index.html template, version.json and one hashed chunk. */
export function makeShellDist(version = 'build-42', { frame }: { frame?: string } = {}): { path: string; remove(): void } {
  // The build folder and, beside it, the server bundles' folder, as shell/dist and shell/dist-server.
  const root = mkdtempSync(join(tmpdir(), 'gateway-shell-'));
  const path = join(root, 'dist');
  mkdirSync(path);
  writeFileSync(join(path, 'index.html'), shellTemplate);
  writeFileSync(join(path, 'version.json'), JSON.stringify({ version }));
  writeFileSync(join(path, 'main.0123abcd.js'), 'console.log("shell");');
  writeFileSync(join(path, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (frame !== undefined) {
    writeFileSync(join(path, 'frame-stylesheets.json'), JSON.stringify(['shell-styles.0123.css']));
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(root, 'dist-server', 'frame.cjs'), frame);
  }
  return { path, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Port 9 (discard) refuses connections: a team there is dead. */
export const deadTeam = 'http://127.0.0.1:9';

export function testGateway(catalogUrl: string, shellDistPath: string, overrides: Partial<GatewayConfig> = {}): Gateway {
  return createGateway({
    // The cart and account teams are dead unless a test says otherwise.
    teamUrls: { catalog: catalogUrl, 'cart-checkout': deadTeam, account: deadTeam, social: 'http://127.0.0.1:9' },
    shellDistPath,
    identitySecret: testIdentitySecret,
    healthIntervalMs: 0,
    logLevel: 'silent',
    ...overrides,
  });
}

/**
 * One fake team in every team's place: every team is heard from, so a page nobody claims is the not-found page of the
 * team that renders those (the fake, as the catalog), not "a team not heard from may claim it".
 */
export function everyTeamAt(url: string): GatewayConfig['teamUrls'] {
  return { catalog: url, 'cart-checkout': url, account: url, social: url };
}

/** The JSON inside `<script type="application/json" id="...">` of a served document. */
export function dataScript(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

/** The cookies a response sets, without the visitor id and CSRF token that every first page or API call gets. */
export function cookiesSet(response: { headers: Record<string, unknown> }): string[] {
  const cookies = (response.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.filter((cookie) => !cookie.startsWith('visitor=') && !cookie.startsWith('csrf='));
}

/** A CSRF token as the gateway issues them (43 base64url characters), for tests that write. */
export const testCsrfToken = 'csrf-token-for-gateway-tests-0123456789abcd';

/** The cookie and header a page of the shop sends with every write: `.set(withCsrf())`, adding more cookies if needed. */
export function withCsrf(cookies: string[] = []): Record<string, string> {
  return { Cookie: [`csrf=${testCsrfToken}`, ...cookies].join('; '), 'x-csrf-token': testCsrfToken };
}

export interface GatewayWithFakeTeam {
  team: FakeTeam;
  shell: ReturnType<typeof makeShellDist>;
  gateway: Gateway;
}

/**
 * A gateway in front of one fake team (as the catalog; cart and account dead), with a miniature built shell: started before
 * the file's tests and stopped after them. The returned object is filled in by the time the tests run.
 */
export function gatewayWithFakeTeam(): GatewayWithFakeTeam {
  const store = {} as GatewayWithFakeTeam;
  beforeAll(async () => {
    store.team = await startFakeTeam();
    store.shell = makeShellDist('build-42');
    store.gateway = testGateway(store.team.url, store.shell.path);
  });
  afterAll(async () => {
    store.gateway.stop();
    await store.team.close();
    store.shell.remove();
  });
  return store;
}

export interface GatewayWithFakeAccount extends GatewayWithFakeTeam {
  account: FakeAccount;
}

/** Like `gatewayWithFakeTeam`, with team Account in miniature at the account URL (the cart team stays dead). */
export function gatewayWithFakeAccount(overrides: Partial<GatewayConfig> = {}): GatewayWithFakeAccount {
  const store = {} as GatewayWithFakeAccount;
  beforeAll(async () => {
    store.team = await startFakeTeam();
    store.account = await startFakeAccount();
    store.shell = makeShellDist('build-42');
    store.gateway = testGateway(store.team.url, store.shell.path, {
      teamUrls: { catalog: store.team.url, 'cart-checkout': deadTeam, account: store.account.url, social: 'http://127.0.0.1:9' },
      impersonationAuditRetryDelayMs: 10,
      ...overrides,
    });
  });
  afterAll(async () => {
    store.gateway.stop();
    await Promise.all([store.team.close(), store.account.close()]);
    store.shell.remove();
  });
  return store;
}

/** Session cookies the fake account knows from the start: a member's and an administrator's. */
export const knownSessions = {
  member: 'member-session-token-0123456789abcdefghijklm',
  admin: 'admin-session-token-0123456789abcdefghijklmn',
} as const;

/** Puts the member's and the administrator's sessions of `knownSessions` into the store's fake account. */
export function withKnownSessions(store: GatewayWithFakeAccount): void {
  beforeAll(() => {
    store.account.sessions.set(knownSessions.member, { userId: 'm-1', email: 'member@example.com', impersonatorId: null, impersonatorEmail: null, roles: [] });
    store.account.sessions.set(knownSessions.admin, { userId: 'a-1', email: 'admin@example.com', impersonatorId: null, impersonatorEmail: null, roles: ['admin'] });
  });
}
