/** The e2e runner's control port: tests ask it to kill or restart a team server of the running store. */
export const controlPort = Number(process.env.E2E_CONTROL_PORT ?? 18099);

async function control(action: 'kill' | 'restart', team: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${controlPort}/${action}/${team}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${team} failed: ${response.status} ${await response.text()}`);
}

export const killTeam = (team: string) => control('kill', team);
export const restartTeam = (team: string) => control('restart', team);
