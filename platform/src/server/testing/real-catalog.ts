import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpHeaders } from '../../pages/page-types';
import { signIdentity, type Identity } from '../identity';
import { freeLocalUrl } from './test-server';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The catalog team server as its own process: see `startRealCatalog`. */
export interface RealCatalog {
  url: string;
  /** GET `path` of the catalog as `identity`, signed as the gateway signs it. */
  get<T>(path: string, identity: Identity): Promise<{ status: number; body: T }>;
  /** Stops the process (SIGTERM, then SIGKILL after 10 s) and removes its data folder. */
  stop(): Promise<void>;
}

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  let timer: NodeJS.Timeout | undefined;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
  clearTimeout(timer);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * The real catalog team server, started as `npm start` starts it (its own PGlite in a temp folder, its demo data),
 * with nothing of the catalog imported: for another team's tests of its catalog client against the catalog's actual
 * answers rather than a stand-in's. Resolves once it answers its health check (about 15 s: a first start seeds).
 */
export async function startRealCatalog(identitySecret: string): Promise<RealCatalog> {
  const url = await freeLocalUrl();
  const dataDir = await mkdtemp(join(tmpdir(), 'real-catalog-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CATALOG_PORT: new URL(url).port,
    CATALOG_HOST: '127.0.0.1',
    CATALOG_DATA_DIR: dataDir,
    CATALOG_REMOTE_DIR: join(dataDir, 'no-remote'),
    IDENTITY_SECRET: identitySecret,
    LOG_LEVEL: 'warn',
  };
  // Its own PGlite, as `npm start` would start it, not as a Jest worker.
  delete env.DATABASE_URL;
  delete env.JEST_WORKER_ID;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'mf-catalog/api/src/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const catalog: RealCatalog = {
    url,
    get: async <T>(path: string, identity: Identity) => {
      const response = await fetch(`${url}${path}`, { headers: { [httpHeaders.identity]: signIdentity({ ...identity, issuedAt: Date.now() }, identitySecret) } });
      return { status: response.status, body: (await response.json()) as T };
    },
    stop: async () => {
      await stopped(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the catalog exited (${child.exitCode}):\n${output}`);
      if (await fetch(`${url}/health`).then((response) => response.ok, () => false)) return catalog;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the catalog did not start in time:\n${output}`);
  } catch (error) {
    await catalog.stop();
    throw error;
  }
}
