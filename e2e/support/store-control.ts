import { e2eBasePort, e2eBaseUrl } from './e2e-ports';

/** The e2e runner's control port: tests ask it to kill or restart a team server of the running store. */
export const controlPort = Number(process.env.E2E_CONTROL_PORT ?? e2eBasePort + 19);

async function control(action: 'kill' | 'crash' | 'restart', team: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${controlPort}/${action}/${team}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${team} failed: ${response.status} ${await response.text()}`);
}

/** Kills a team server and keeps it down (until `restartTeam`). */
export const killTeam = (team: string) => control('kill', team);
/** Kills a team server unasked, as a crash does (kill -9): the store starts it again by itself. */
export const crashTeam = (team: string) => control('crash', team);
/** Restarts a team server and waits until the gateway counts it up again, so the next test finds it whole. */
export async function restartTeam(team: string): Promise<void> {
  await control('restart', team);
  const gateway = e2eBaseUrl;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const health = (await (await fetch(`${gateway}/health`)).json()) as { teams: Record<string, { state: string }> };
    if (health.teams[team]?.state === 'up') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${team} did not come back within 30 s`);
}
