import { request } from 'node:http';
import { once } from 'node:events';
import { e2eBasePort, e2eBaseUrl } from './e2e-ports';
import type { StoreAccess } from './store-access';

/** The e2e runner's control port: tests ask it to kill, restart or deploy a team server of the running store. */
export const controlPort = Number(process.env.E2E_CONTROL_PORT ?? e2eBasePort + 19);

async function control(action: 'kill' | 'crash' | 'restart' | 'deploy', team: string, body?: unknown): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${controlPort}/${action}/${team}`, {
    method: 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  if (!response.ok) throw new Error(`${action} ${team} failed: ${response.status} ${await response.text()}`);
}

interface TeamReport {
  state: string;
  instance?: string;
}

async function gatewaySees(team: string): Promise<TeamReport | undefined> {
  const health = (await (await fetch(`${e2eBaseUrl}/health`)).json()) as { teams: Record<string, TeamReport> };
  return health.teams[team];
}

/** Waits until the gateway counts the team up, as another start of it than `before` when that is given. */
async function gatewayCountsUp(team: string, before?: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const report = await gatewaySees(team);
    if (report?.state === 'up' && (before === undefined || (report.instance !== undefined && report.instance !== before))) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${team} did not come back within 30 s`);
}

/** Kills a team server and keeps it down (until `restartTeam`). */
export const killTeam = (team: string) => control('kill', team);
/** Kills a team server unasked, as a crash does (kill -9): the store starts it again by itself. */
export const crashTeam = (team: string) => control('crash', team);
/** Restarts a team server and waits until the gateway counts it up again, so the next test finds it whole. */
export async function restartTeam(team: string): Promise<void> {
  await control('restart', team);
  await gatewayCountsUp(team);
}

/**
 * Deploys a team server anew with `env` over its environment (`{}`: the store's own), and waits until the gateway
 * has seen the new start of it (its health poll, every 2 s), as it would after an operator's deployment.
 */
export async function deployTeam(team: string, env: Record<string, string>): Promise<void> {
  const before = (await gatewaySees(team))?.instance;
  await control('deploy', team, env);
  await gatewayCountsUp(team, before);
}

/**
 * Waits until this test may use the store as `access` says (store-access.ts), and holds it until the returned release
 * closes the connection; a worker that dies closes it too. Nothing to wait for when the store is not the e2e run's own.
 */
export async function holdStoreAccess(access: StoreAccess): Promise<() => void> {
  if (process.env.E2E_BASE_URL) return () => undefined;
  const asking = request({ host: '127.0.0.1', port: controlPort, method: 'POST', path: `/access/${access}` });
  asking.end();
  const [answer] = (await once(asking, 'response')) as [import('node:http').IncomingMessage];
  if (answer.statusCode !== 200) throw new Error(`store access ${access} refused: ${answer.statusCode}`);
  return () => asking.destroy();
}
