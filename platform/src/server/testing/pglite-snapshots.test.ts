import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { lockFileOf, madeOnceInFolder } from './pglite-snapshots';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'snapshots-test-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const bytes = (text: string) => new TextEncoder().encode(text);
const slowly = (text: string, made: string[]) => async () => {
  made.push(text);
  await pause(200);
  return bytes(text);
};

test('asked for at once (as by two workers), a snapshot is made once and both get its bytes', async () => {
  const made: string[] = [];
  const [first, second] = await Promise.all([
    madeOnceInFolder(folder, 'seeded', slowly('first', made)),
    madeOnceInFolder(folder, 'seeded', slowly('second', made)),
  ]);
  expect(made).toHaveLength(1);
  expect(Buffer.from(second).toString()).toBe(Buffer.from(first).toString());
  expect(await readdir(folder)).toHaveLength(1);
});

test('a lock left by a process that is gone is taken over; a failed make leaves no lock behind', async () => {
  const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
  await writeFile(lockFileOf(folder, 'seeded'), String(gone));
  await expect(madeOnceInFolder(folder, 'seeded', () => Promise.reject(new Error('no database')))).rejects.toThrow('no database');
  expect(await readdir(folder)).toEqual([]);
  expect(Buffer.from(await madeOnceInFolder(folder, 'seeded', async () => bytes('made'))).toString()).toBe('made');
});
