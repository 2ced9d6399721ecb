import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImageStore, type ImageRequest } from './image-store';
import type { ImageFormat } from './render-image';

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'image-store-test-'));
});
afterEach(() => rm(directory, { recursive: true, force: true }));

/** A fake encoder that counts its calls and makes `size` bytes named after what it encoded. */
function countingRender(size = 100) {
  const calls: string[] = [];
  const render = async (source: Buffer, format: ImageFormat, quality: number, width?: number) => {
    const call = `${source.toString()}.${format}@${quality}${width ? `w${width}` : ''}`;
    calls.push(call);
    return Buffer.alloc(size, call);
  };
  return { calls, render };
}

const anImage = (name: string, format: ImageFormat = 'avif', quality = 75): ImageRequest => ({
  name,
  format,
  quality,
  source: async () => `<svg id="${name}"/>`,
});

const filesOnDisk = async () => (await readdir(directory, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

test('an image is encoded once: then from memory, and after a restart from disk', async () => {
  const { calls, render } = countingRender();
  const store = new ImageStore(directory, { render });
  const first = await store.get(anImage('a'));
  expect(await store.get(anImage('a'))).toEqual(first);
  expect(calls).toHaveLength(1);

  const restarted = new ImageStore(directory, { render });
  expect(await restarted.get(anImage('a'))).toEqual(first);
  expect(calls).toHaveLength(1);
});

test('each format and quality is its own encoding', async () => {
  const { calls, render } = countingRender();
  const store = new ImageStore(directory, { render });
  for (const format of ['avif', 'webp', 'jpg'] as const) await store.get(anImage('a', format));
  await store.get(anImage('a', 'avif', 50));
  expect(calls).toHaveLength(4);
  expect(store.usage).toMatchObject({ memoryEntries: 4, diskFiles: 4 });
});

test('concurrent requests for one image encode it once', async () => {
  const { calls, render } = countingRender();
  const store = new ImageStore(directory, { render });
  await Promise.all([1, 2, 3, 4].map(() => store.get(anImage('a'))));
  expect(calls).toHaveLength(1);
});

test('no such image is null, and nothing is encoded', async () => {
  const { calls, render } = countingRender();
  const store = new ImageStore(directory, { render });
  expect(await store.get({ ...anImage('a'), source: async () => null })).toBeNull();
  expect(calls).toHaveLength(0);
});

test('memory and disk stay within their bounds, least recently used out first', async () => {
  const { calls, render } = countingRender(1000);
  const store = new ImageStore(directory, { render, memory: { entries: 2, bytes: 1_000_000 }, disk: { files: 100, bytes: 3_500 } });
  for (const name of ['a', 'b', 'c']) await store.get(anImage(name));
  await store.get(anImage('a')); // a is used again: b is now the least recently used, on disk too
  await store.get(anImage('d'));
  expect(store.usage).toEqual({ memoryEntries: 2, diskFiles: 3, diskBytes: 3_000 });
  expect(await filesOnDisk()).toBe(3);
  expect(calls).toHaveLength(4);

  await store.get(anImage('b')); // gone from memory and disk: encoded again
  expect(calls).toHaveLength(5);
  await store.get(anImage('a')); // gone from memory, still on disk
  expect(calls).toHaveLength(5);
});

test('the disk bound counts files too', async () => {
  const { render } = countingRender(10);
  const store = new ImageStore(directory, { render, disk: { files: 5, bytes: 1_000_000 } });
  for (const name of 'abcdefgh') await store.get(anImage(name));
  expect(store.usage.diskFiles).toBe(5);
  expect(await filesOnDisk()).toBe(5);
});

test('what an earlier run left on disk counts against the bound (least recently used first), and its unfinished writes go', async () => {
  const { calls, render } = countingRender(1000);
  const earlier = new ImageStore(directory, { render });
  for (const name of ['a', 'b', 'c']) await earlier.get(anImage(name));
  // Last used (mtime): b first, then c, then a.
  for (const [name, seconds] of [['a', 3_000], ['b', 1_000], ['c', 2_000]] as const) {
    const hash = createHash('sha256').update(`<svg id="${name}"/>`).digest('hex').slice(0, 32);
    await utimes(join(directory, hash.slice(0, 2), `${hash}-q75.avif`), seconds, seconds);
  }
  await mkdir(join(directory, 'zz'), { recursive: true });
  await writeFile(join(directory, 'zz', 'half-written-q75.avif.1.2.tmp'), 'x');
  expect(calls).toHaveLength(3);

  const restarted = new ImageStore(directory, { render, disk: { files: 100, bytes: 2_500 } });
  await restarted.get(anImage('d')); // b goes as the folder is read, c as d is written
  expect(restarted.usage).toMatchObject({ diskFiles: 2, diskBytes: 2_000 });
  expect(await filesOnDisk()).toBe(2);
  await restarted.get(anImage('a'));
  expect(calls).toHaveLength(4);
  await restarted.get(anImage('c'));
  expect(calls).toHaveLength(5);
});

test('a bitmap is encoded per width, and the width is part of the name on disk', async () => {
  const { calls, render } = countingRender();
  const store = new ImageStore(directory, { render });
  const photo = (width: number): ImageRequest => ({ name: `photo@${width}`, format: 'webp', quality: 75, width, source: async () => Buffer.from('photo') });
  await store.get(photo(320));
  await store.get(photo(640));
  expect(calls).toEqual(['photo.webp@75w320', 'photo.webp@75w640']);

  const restarted = new ImageStore(directory, { render });
  await restarted.get(photo(640));
  expect(calls).toHaveLength(2);
});
