import { createHash, randomUUID } from 'node:crypto';
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';

/**
 * A snapshot as the Blob PGlite's `loadDataDir` takes, whose `arrayBuffer()` hands out the bytes it holds, the part
 * of a Blob PGlite reads. Node 20 copies a Blob's bytes in when it is made and copies them out in small chunks
 * that it joins: about 0.5 s of CPU each way for a seeded catalog's 54 MB dump, for every database a test opens (jest
 * gives each test file its own copy of this module, so each file made its Blob anew). PGlite copies each file out of
 * the tar and writes nothing to it, so the copies of one snapshot can all read the same bytes.
 */
export class SnapshotBlob extends Blob {
  readonly #bytes: ArrayBuffer;

  constructor(bytes: ArrayBuffer) {
    super([], { type: 'application/x-tar' });
    this.#bytes = bytes;
  }

  override get size(): number {
    return this.#bytes.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return Promise.resolve(new Uint8Array(this.#bytes));
  }

  // What PGlite does not read, as from any Blob of the same bytes.
  override text(): Promise<string> {
    return new Blob([this.#bytes]).text();
  }

  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return new Blob([this.#bytes]).stream();
  }

  override slice(start?: number, end?: number, contentType?: string): Blob {
    return new Blob([this.#bytes]).slice(start, end, contentType);
  }
}

/**
 * Prepared PGlite databases for tests (empty, migrated, or seeded where a suite seeds), made once per jest run and
 * copied after that: a lean copy of a dump opens in about 0.3 s, where a new database takes 2–4 s for initdb, then its
 * migrations, and a seed of the demo catalog 3 s more. Kept in this worker's memory, and in the run's folder
 * (STOREFRONT_TEST_SNAPSHOTS, made by jest.global-setup.cjs) for the other workers. The folder lives as long as the
 * run, so a snapshot is never older than the code that made it.
 */
const inMemory = new Map<string, Promise<SnapshotBlob>>();

/** The bytes as an ArrayBuffer of their own: a file's Buffer may be a view into a larger one. */
const ownBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : new Uint8Array(bytes).buffer;

const fileOf = (folder: string, key: string) => join(folder, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.tar`);

/** Held, with its holder's process id in it, by the worker making the snapshot `key` names. */
export const lockFileOf = (folder: string, key: string) => `${fileOf(folder, key)}.making`;

/** Takes `lockFile` if no one holds it: made whole with this process's id in it, or not at all. */
async function take(lockFile: string): Promise<boolean> {
  // A name of this call's own: two takers writing one file would empty the lock it is linked as while the other reads it.
  const mine = `${lockFile}.${process.pid}.${randomUUID()}`;
  await writeFile(mine, String(process.pid));
  try {
    await link(mine, lockFile);
    return true;
  } catch {
    return false;
  } finally {
    await rm(mine, { force: true });
  }
}

/** Whether the process whose id is in `lockFile` is gone (or the file is). */
async function holderIsGone(lockFile: string): Promise<boolean> {
  const holder = Number(await readFile(lockFile, 'utf8').catch(() => ''));
  if (!holder) return true;
  try {
    process.kill(holder, 0);
    return false;
  } catch {
    return true;
  }
}

/**
 * The snapshot's bytes from the run's folder, made by the first worker that asks: the others wait for its file rather
 * than make the same one beside it (a seeded catalog is some 15 s of a core), and take over if its process is gone.
 */
export async function madeOnceInFolder(folder: string, key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const file = fileOf(folder, key);
  const lockFile = lockFileOf(folder, key);
  for (;;) {
    const ready = await readFile(file).catch(() => null);
    if (ready) return ready;
    if (!(await take(lockFile))) {
      if (await holderIsGone(lockFile)) await rm(lockFile, { force: true });
      else await pause(100);
      continue;
    }
    try {
      // Made by another worker between the look above and the lock: read, not made again.
      const madeMeanwhile = await readFile(file).catch(() => null);
      if (madeMeanwhile) return madeMeanwhile;
      const made = await make();
      // Written aside and renamed: a worker reading at the same moment sees the whole file or none.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, made);
      await rename(partial, file);
      return made;
    } finally {
      await rm(lockFile, { force: true });
    }
  }
}

/** The snapshot `key` names (what prepared it: migrations, seed, extensions), made by `make` the first time. */
export function pgliteSnapshot(key: string, make: () => Promise<Blob>): Promise<SnapshotBlob> {
  let snapshot = inMemory.get(key);
  if (!snapshot) {
    const folder = process.env.STOREFRONT_TEST_SNAPSHOTS;
    const made = async () => new Uint8Array(await (await make()).arrayBuffer());
    snapshot = (folder ? madeOnceInFolder(folder, key, made) : made()).then((bytes) => new SnapshotBlob(ownBuffer(bytes)));
    inMemory.set(key, snapshot);
    snapshot.catch(() => inMemory.delete(key));
  }
  return snapshot;
}
