import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LruCache } from './lru-cache';
import { renderImage, type ImageFormat } from './render-image';

export interface ImageRequest {
  /** What the image shows at which width, e.g. 'products/100042/2@640'; the in-memory key. */
  name: string;
  format: ImageFormat;
  quality: number;
  /** Builds the SVG; null when there is no such image. */
  svg: () => Promise<string | null>;
}

/**
 * Rendered images: in memory (LRU), then on disk under a hash of the SVG (so a changed catalog never serves a stale
 * picture), and rendered with sharp only when neither has it. Concurrent requests for one image render it once.
 */
export class ImageStore {
  private readonly memory = new LruCache(400, 64 * 1024 * 1024);
  private readonly rendering = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly directory: string) {}

  async get(request: ImageRequest): Promise<Buffer | null> {
    const key = `${request.name}@q${request.quality}.${request.format}`;
    const cached = this.memory.get(key);
    if (cached) return cached;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.load(request).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    const image = await pending;
    if (image) this.memory.set(key, image);
    return image;
  }

  private async load(request: ImageRequest): Promise<Buffer | null> {
    const svg = await request.svg();
    if (svg === null) return null;
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 32);
    const folder = join(this.directory, hash.slice(0, 2));
    const file = join(folder, `${hash}-q${request.quality}.${request.format}`);
    try {
      return await readFile(file);
    } catch {
      const image = await renderImage(svg, request.format, request.quality);
      await mkdir(folder, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(partial, image);
      await rename(partial, file);
      return image;
    }
  }
}
