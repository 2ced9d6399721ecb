// Starts the store's processes (every team server, then the gateway) and waits until each answers /health.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { newIdentitySecret } from './identity-secret.mjs';

/** The team servers, each on its own port; the gateway and the other teams find each at <TEAM>_URL. */
export const teamServers = [
  { team: 'catalog', entry: 'mf-catalog/api/src/main.ts', envPrefix: 'CATALOG', portOffset: 21 },
  { team: 'cart-checkout', entry: 'mf-cart-checkout/api/src/main.ts', envPrefix: 'CART_CHECKOUT', portOffset: 22 },
  { team: 'account', entry: 'mf-account/api/src/main.ts', envPrefix: 'ACCOUNT', portOffset: 23 },
  { team: 'social', entry: 'mf-social/api/src/main.ts', envPrefix: 'SOCIAL', portOffset: 24 },
];

/** The gateway on `base` (8080), team servers on 8101, 8102…; the e2e tests and the bench use other bases. */
export function storePorts(base = 8080) {
  return Object.fromEntries([['gateway', base], ...teamServers.map((server) => [server.team, base + server.portOffset])]);
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

/** Refuses to start on a port something already listens on: its /health would be taken for ours. */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(`port ${port} is already in use: stop what runs there first`));
    });
    socket.once('error', () => resolve());
  });
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

/** A crashed process starts again at once; one that crashes again soon after waits 1 s, 2 s, 4 s … up to 30 s. */
export const restartDelaysMs = [0, 1000, 2000, 4000, 8000, 16000, 30000];
/** Up this long without a crash, a process's next crash counts as its first again. */
const stableAfterMs = 60_000;

/**
 * Starts the whole store. `dataDir` holds each team's embedded database; `basePort` is the gateway's port;
 * `identitySecret` is handed to every process (a fresh one for this run unless given).
 * A process that exits unasked (a crash, a kill -9) is started again with backoff, saying why on stderr.
 * Returns handles to stop everything, or to kill (and keep down) and restart one team server (for failure tests).
 */
export async function startStore({ root, basePort = 8080, dataDir, logOutput = true, env = {}, identitySecret = newIdentitySecret() }) {
  const ports = storePorts(basePort);
  // PUBLIC_URL: links in the shop's e-mails (reset password, order confirmations) point at this gateway.
  const sharedEnv = {
    NODE_ENV: 'production',
    // A store started here runs on demo data: development aids (the mail viewer) are on, for administrators only.
    DEMO_MODE: '1',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${ports.gateway}`,
    ...env,
    IDENTITY_SECRET: identitySecret,
  };
  const teamUrls = Object.fromEntries(
    teamServers.map((server) => [`${server.envPrefix}_URL`, `http://127.0.0.1:${ports[server.team]}`]),
  );
  const teamEnv = (server) => ({
    ...sharedEnv,
    ...teamUrls,
    [`${server.envPrefix}_PORT`]: String(ports[server.team]),
    ...(dataDir ? { [`${server.envPrefix}_DATA_DIR`]: join(dataDir, server.team) } : {}),
  });
  await Promise.all(Object.values(ports).map(assertPortFree));
  const gatewayEnv = { ...sharedEnv, ...teamUrls, PORT: String(ports.gateway) };
  const processes = [
    ...teamServers.map((server) => ({ name: server.team, entry: server.entry, env: teamEnv(server), port: ports[server.team], readyWithinMs: 120_000 })),
    { name: 'gateway', entry: 'gateway/src/main.ts', env: gatewayEnv, port: ports.gateway, readyWithinMs: 60_000 },
  ];
  const children = new Map();
  /** Processes asked to stop (the whole store, or a team a failure test keeps down): their exit is no crash. */
  const stoppedOnPurpose = new Set();
  const crashes = new Map();
  let stopping = false;

  /** What a deployment changed of a process's environment (a team's remote folder): kept through its restarts. */
  const deployedEnv = new Map();
  const launch = async (name) => {
    const spec = processes.find((candidate) => candidate.name === name);
    stoppedOnPurpose.delete(name);
    const child = startProcess(root, name, spec.entry, { ...spec.env, ...deployedEnv.get(name) }, logOutput);
    children.set(name, child);
    child.once('exit', (code, signal) => onExit(name, child, code, signal));
    await waitForHealth(`http://127.0.0.1:${spec.port}/health`, child, spec.readyWithinMs);
  };

  function onExit(name, child, code, signal) {
    if (stopping || stoppedOnPurpose.has(name) || children.get(name) !== child) return;
    const now = Date.now();
    const last = crashes.get(name);
    const count = last && now - last.at < stableAfterMs ? last.count + 1 : 0;
    crashes.set(name, { at: now, count });
    const delayMs = restartDelaysMs[Math.min(count, restartDelaysMs.length - 1)];
    console.error(`${name} stopped unasked (${signal ?? `exit code ${code}`}): starting it again${delayMs ? ` in ${delayMs / 1000} s` : ''}.`);
    setTimeout(() => {
      if (stopping || stoppedOnPurpose.has(name) || children.get(name) !== child) return;
      launch(name).then(
        () => console.error(`${name} is back.`),
        (error) => console.error(`${name} did not come back: ${error.message}`),
      );
    }, delayMs);
  }

  await Promise.all(teamServers.map((server) => launch(server.team)));
  await launch('gateway');

  const stopChild = (child, signal = 'SIGTERM') =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill(signal);
    });

  return {
    url: `http://localhost:${ports.gateway}`,
    ports,
    identitySecret,
    children,
    /** Kills one team server at once, as a crash would, and keeps it down until `restartTeam`. */
    async killTeam(team) {
      stoppedOnPurpose.add(team);
      await stopChild(children.get(team), 'SIGKILL');
    },
    /** Kills one team server at once, unasked, as a crash does: the store starts it again by itself. */
    async crashTeam(team) {
      await stopChild(children.get(team), 'SIGKILL');
    },
    async restartTeam(team) {
      await launch(team);
    },
    /**
     * Deploys one team server anew, as an operator would: it is stopped as on shutdown and started again with `env`
     * over its environment (`CART_CHECKOUT_REMOTE_DIR` of a new build, say; `{}` goes back to the store's own).
     */
    async deployTeam(team, env) {
      if (!processes.some((candidate) => candidate.name === team && candidate.name !== 'gateway')) throw new Error(`no team server ${team}`);
      stoppedOnPurpose.add(team);
      await stopChild(children.get(team));
      deployedEnv.set(team, env);
      await launch(team);
    },
    async stop() {
      stopping = true;
      await stopChild(children.get('gateway'));
      await Promise.all(teamServers.map((server) => stopChild(children.get(server.team))));
    },
  };
}
