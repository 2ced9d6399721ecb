import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface DiskCacheLimits {
  /** At most this many files… */
  files: number;
  /** …of at most this many bytes together; past either, the least recently used files go. */
  bytes: number;
}

/**
 * Files under one folder, bounded by count and bytes, least recently used out first. The folder is read once, on first
 * use, so what an earlier run left counts too (its last use is the file's mtime, which a hit renews).
 */
export class DiskCache {
  /** Relative path → size, least recently used first. */
  private readonly files = new Map<string, number>();
  private bytes = 0;
  private indexing: Promise<void> | undefined;

  constructor(
    private readonly directory: string,
    private readonly limits: DiskCacheLimits,
  ) {}

  async read(file: string): Promise<Buffer | null> {
    await this.index();
    if (!this.files.has(file)) return null;
    try {
      const content = await readFile(join(this.directory, file));
      this.touch(file, content.length);
      const now = new Date();
      await utimes(join(this.directory, file), now, now).catch(() => {});
      return content;
    } catch {
      this.forget(file);
      return null;
    }
  }

  async write(file: string, content: Buffer): Promise<void> {
    await this.index();
    const path = join(this.directory, file);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(partial, content);
    await rename(partial, path);
    this.touch(file, content.length);
    this.evict();
  }

  /** Files and bytes held now. */
  get usage(): { files: number; bytes: number } {
    return { files: this.files.size, bytes: this.bytes };
  }

  private index(): Promise<void> {
    this.indexing ??= this.scan();
    return this.indexing;
  }

  private async scan(): Promise<void> {
    const found: { file: string; size: number; used: number }[] = [];
    const folders = await readdir(this.directory, { withFileTypes: true }).catch(() => []);
    for (const folder of folders) {
      if (!folder.isDirectory()) continue;
      for (const name of await readdir(join(this.directory, folder.name)).catch(() => [] as string[])) {
        const file = join(folder.name, name);
        const path = join(this.directory, file);
        // A .tmp is a write that a stopped process never finished.
        if (name.endsWith('.tmp')) {
          await unlink(path).catch(() => {});
          continue;
        }
        const info = await stat(path).catch(() => null);
        if (info?.isFile()) found.push({ file, size: info.size, used: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.used - b.used);
    for (const { file, size } of found) this.touch(file, size);
    this.evict();
  }

  private touch(file: string, size: number): void {
    this.forget(file);
    this.files.set(file, size);
    this.bytes += size;
  }

  private forget(file: string): void {
    const size = this.files.get(file);
    if (size === undefined) return;
    this.files.delete(file);
    this.bytes -= size;
  }

  private evict(): void {
    for (const [oldest] of this.files) {
      if (this.files.size <= this.limits.files && this.bytes <= this.limits.bytes) break;
      this.forget(oldest);
      unlink(join(this.directory, oldest)).catch(() => {});
    }
  }
}
