// Starts the store's processes (every team server, then the gateway) and waits until each answers /health.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The team servers, each on its own port; the gateway finds each at <TEAM>_URL. */
export const teamServers = [{ team: 'catalog', entry: 'mf-catalog/api/src/main.ts', portEnv: 'CATALOG_PORT', urlEnv: 'CATALOG_URL' }];

export function storePorts(base = 8080) {
  return { gateway: base, catalog: base + 21 };
}

async function waitForHealth(url, child, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startProcess(root, name, entry, env, logOutput) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, entry)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', logOutput ? 'inherit' : 'ignore', 'inherit'],
  });
  child.storeName = name;
  return child;
}

/**
 * Starts the whole store. `dataDir` holds each team's embedded database; `basePort` is the gateway's port.
 * Returns handles to stop everything, or to kill and restart one team server (for failure tests).
 */
export async function startStore({ root, basePort = 8080, dataDir, logOutput = true, env = {} }) {
  const ports = storePorts(basePort);
  const sharedEnv = { NODE_ENV: 'production', ...env };
  const teamEnv = (server) => ({
    ...sharedEnv,
    [server.portEnv]: String(ports[server.team]),
    ...(dataDir ? { [`${server.team.toUpperCase()}_DATA_DIR`]: join(dataDir, server.team) } : {}),
  });
  const children = new Map();
  const startTeam = async (server) => {
    const child = startProcess(root, server.team, server.entry, teamEnv(server), logOutput);
    children.set(server.team, child);
    await waitForHealth(`http://127.0.0.1:${ports[server.team]}/health`, child, 120_000);
  };
  await Promise.all(teamServers.map(startTeam));
  const gatewayEnv = { ...sharedEnv, PORT: String(ports.gateway) };
  for (const server of teamServers) gatewayEnv[server.urlEnv] = `http://127.0.0.1:${ports[server.team]}`;
  const gateway = startProcess(root, 'gateway', 'gateway/src/main.ts', gatewayEnv, logOutput);
  children.set('gateway', gateway);
  await waitForHealth(`http://127.0.0.1:${ports.gateway}/health`, gateway, 60_000);

  const stopChild = (child, signal = 'SIGTERM') =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill(signal);
    });

  return {
    url: `http://localhost:${ports.gateway}`,
    ports,
    children,
    /** Kills one team server at once, as a crash would. */
    async killTeam(team) {
      await stopChild(children.get(team), 'SIGKILL');
    },
    async restartTeam(team) {
      const server = teamServers.find((candidate) => candidate.team === team);
      await startTeam(server);
    },
    async stop() {
      await stopChild(children.get('gateway'));
      await Promise.all(teamServers.map((server) => stopChild(children.get(server.team))));
    },
  };
}
