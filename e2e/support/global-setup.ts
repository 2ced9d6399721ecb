import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStore } from '../../scripts/lib/store.mjs';
import { e2eBasePort } from './e2e-ports';
import { storeAccessLock, type StoreAccess } from './store-access';
import { controlPort } from './store-control';

async function text(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the built store on its own ports with a fresh embedded database, plus the control port. */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined; // testing a store that is already running
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  // The stored-XSS sweep writes some thousand posts as one member: Social's posting limits (checked by its API tests)
  // are set out of its way, as an operator may set them.
  // Every test's browser is on 127.0.0.1, so after three registrations each further one solves a proof of work one bit
  // harder: at the cap of 25 bits, some 20 s of a core in Chromium per registration. The run's dozen registrations
  // still solve their challenges, capped at 18 bits (about 0.15 s); the cap itself is checked by Account's API tests.
  const env = {
    SOCIAL_POSTS_PER_HOUR: '1000000',
    SOCIAL_COMMENTS_PER_HOUR: '1000000',
    SOCIAL_REPORTS_PER_HOUR: '1000000',
    CHALLENGE_MAX_DIFFICULTY_BITS: '18',
  };
  const store = await startStore({ root, basePort: e2eBasePort, dataDir, logOutput: false, env });
  // The store's secret, for the suites that sign identities themselves (forgery against the team servers).
  process.env.E2E_IDENTITY_SECRET = store.identitySecret;
  const access = storeAccessLock();
  const control = createServer(async (request, response) => {
    const [, action, team] = (request.url ?? '').split('/');
    if (action === 'access' && (team === 'shared' || team === 'exclusive')) {
      // Granted when the answer's head is sent; held until the test closes the connection (or its worker dies).
      const release = await access.acquire(team as StoreAccess);
      if (request.socket.destroyed) return release();
      response.once('close', release);
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.flushHeaders();
      return;
    }
    const body = await text(request);
    const actions: Record<string, (name: string) => Promise<void>> = {
      kill: store.killTeam,
      crash: store.crashTeam,
      restart: store.restartTeam,
      // The body is the environment the team is deployed with (its remote's folder).
      deploy: async (name) => store.deployTeam(name, body ? (JSON.parse(body) as Record<string, string>) : {}),
    };
    const task = action && Object.hasOwn(actions, action) ? actions[action]!(team ?? '') : null;
    if (!task) {
      response.writeHead(404).end();
      return;
    }
    task.then(
      () => response.writeHead(204).end(),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
  return async () => {
    control.close();
    await store.stop();
  };
}
