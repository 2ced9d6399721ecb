import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file a running catalog server keeps in its data folder while it has the embedded database open. */
const lockFile = (dataDir: string) => join(dataDir, 'catalog-server.pid');

/** Marks the embedded database as open by this process until it exits. */
export function holdEmbeddedDatabase(dataDir: string): void {
  writeFileSync(lockFile(dataDir), String(process.pid));
  process.on('exit', () => rmSync(lockFile(dataDir), { force: true }));
}

/** Whether a live process (a running catalog server) has the embedded database in the folder open. */
export function embeddedDatabaseInUse(dataDir: string): boolean {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return false;
  const pid = Number(readFileSync(file, 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
