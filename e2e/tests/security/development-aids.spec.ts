import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/live-page';
import { registerMember } from '../../support/account-steps';

// Nothing that helps develop or demonstrate the store reaches a visitor or a member through the gateway: the demo
// mail viewer (every customer's reset links), team-to-team calls, source maps, folder listings, build reports and
// anything of the test bank's beyond its payment pages.

async function builtFiles(api: APIRequestContext): Promise<{ shellScript: string; remoteEntry: string }> {
  const html = await (await api.get('/', { headers: { accept: 'text/html' } })).text();
  const shellScript = /src="(\/shell\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1] ?? '';
  expect(shellScript).not.toBe('');
  return { shellScript, remoteEntry: '/remotes/catalog/remoteEntry.js' };
}

async function expectNotThere(api: APIRequestContext, paths: string[]): Promise<void> {
  for (const path of paths) {
    const answer = await api.get(path, { headers: { accept: 'text/html,application/json;q=0.9' } });
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['content-type'], path).toMatch(/application\/json/);
  }
}

const aids = (files: { shellScript: string; remoteEntry: string }) => [
  '/mailbox',
  '/mailbox/1',
  '/mailbox/00000000-0000-0000-0000-000000000000',
  '/internal/sessions/resolve',
  '/internal/app-shell',
  '/internal/stock?codes=113707',
  `${files.shellScript}.map`,
  `${files.remoteEntry}.map`,
  '/shell/',
  '/remotes/catalog/',
  '/remotes/account/',
  '/remotes/catalog/mf-stats.json',
  '/remotes/cart-checkout/bundle-parts.json',
  '/shell/bundle-parts.json',
  '/shell/.source-hash',
  '/payment-provider/test/',
  '/payment-provider/test/admin',
  '/payment-provider/test/debug',
];

test('a visitor gets a 404 for every development aid', async ({ request }) => {
  await expectNotThere(request, aids(await builtFiles(request)));
});

test('a member gets a 404 for every development aid', async ({ page }) => {
  await registerMember(page, 'aids');
  await expectNotThere(page.request, aids(await builtFiles(page.request)));
});

test('the built bundles point at no source map', async ({ request }) => {
  const files = await builtFiles(request);
  for (const path of [files.shellScript, files.remoteEntry]) {
    const script = await (await request.get(path)).text();
    expect(script.length, path).toBeGreaterThan(0);
    expect(script, path).not.toContain('sourceMappingURL');
  }
});
