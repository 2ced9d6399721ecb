import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The catalog server that has the embedded database in a data folder open, and where it listens. */
export interface EmbeddedDatabaseHolder {
  pid: number;
  port: number;
}

/** The file a running catalog server keeps in its data folder while it has the embedded database open. */
const lockFile = (dataDir: string) => join(dataDir, 'catalog-server.pid');

/** Marks the embedded database as open by this process, listening on `port`, until it exits. */
export function holdEmbeddedDatabase(dataDir: string, port: number): void {
  writeFileSync(lockFile(dataDir), JSON.stringify({ pid: process.pid, port } satisfies EmbeddedDatabaseHolder));
  process.on('exit', () => rmSync(lockFile(dataDir), { force: true }));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The live process (a running catalog server) that has the embedded database in the folder open, or null. */
export function embeddedDatabaseHolder(dataDir: string): EmbeddedDatabaseHolder | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  let holder: Partial<EmbeddedDatabaseHolder>;
  try {
    holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<EmbeddedDatabaseHolder>;
  } catch {
    return null;
  }
  const { pid, port } = holder ?? {};
  if (!Number.isInteger(pid) || pid! <= 0 || pid === process.pid || !Number.isInteger(port) || !isAlive(pid!)) return null;
  return { pid: pid!, port: port! };
}
