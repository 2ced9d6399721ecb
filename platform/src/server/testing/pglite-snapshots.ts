import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Prepared PGlite databases for tests (empty, migrated, or seeded where a suite seeds), made once per jest run and
 * copied after that: a lean copy of a dump opens in about 0.3 s, where a new database takes 2–4 s for initdb, then its
 * migrations, and a seed of the demo catalog 3 s more. Kept in this worker's memory, and in the run's folder
 * (STOREFRONT_TEST_SNAPSHOTS, made by jest.global-setup.cjs) for the other workers. The folder lives as long as the
 * run, so a snapshot is never older than the code that made it.
 */
const inMemory = new Map<string, Promise<Blob>>();

const fileOf = (folder: string, key: string) => join(folder, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.tar`);

async function fromFolder(folder: string, key: string, make: () => Promise<Blob>): Promise<Blob> {
  const file = fileOf(folder, key);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const made = await make();
    // Written aside and renamed: a worker reading at the same moment sees the whole file or none.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await made.arrayBuffer()));
    await rename(partial, file);
    return made;
  }
}

/** The snapshot `key` names (what prepared it: migrations, seed, extensions), made by `make` the first time. */
export function pgliteSnapshot(key: string, make: () => Promise<Blob>): Promise<Blob> {
  let snapshot = inMemory.get(key);
  if (!snapshot) {
    const folder = process.env.STOREFRONT_TEST_SNAPSHOTS;
    snapshot = folder ? fromFolder(folder, key, make) : make();
    inMemory.set(key, snapshot);
    snapshot.catch(() => inMemory.delete(key));
  }
  return snapshot;
}
