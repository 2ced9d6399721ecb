import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { LruCache } from '../cache/lru-cache';
import { DiskCache, type DiskCacheLimits } from './disk-cache';
import { renderImage, type ImageFormat, type RenderImage } from './render-image';

export interface ImageRequest {
  /** What the image shows at which width, e.g. 'products/100042/2@640'; the in-memory key. */
  name: string;
  format: ImageFormat;
  quality: number;
  /** The width a bitmap source is scaled down to; none for an SVG drawn at its width. */
  width?: number;
  /** The picture to encode (an SVG's text, or a stored bitmap); null when there is no such image. */
  source: () => Promise<Buffer | string | null>;
}

export interface ImageStoreOptions {
  /** Encoded images kept in memory. */
  memory?: { entries: number; bytes: number };
  /** Encoded images kept on disk. */
  disk?: DiskCacheLimits;
  /** Encodes a picture (tests count the calls). */
  render?: RenderImage;
}

/**
 * One picture is up to 27 encodings (nine widths, three formats) of 1–30 KB each at q75: memory keeps the ones in use,
 * disk far more, and neither grows past its bound however many qualities and widths are asked for.
 */
const defaultMemory = { entries: 1_000, bytes: 64 * 1024 * 1024 };
const defaultDisk: DiskCacheLimits = { files: 50_000, bytes: 512 * 1024 * 1024 };

/**
 * Encoded images: in memory (LRU), then on disk under a hash of the source (so a changed picture never serves a
 * stale one), and encoded with sharp only when neither has it; both bounded, least recently used out first. Concurrent
 * requests for one image encode it once.
 */
export class ImageStore {
  private readonly memory: LruCache;
  private readonly disk: DiskCache;
  private readonly render: RenderImage;
  private readonly rendering = new Map<string, Promise<Buffer | null>>();

  constructor(directory: string, options: ImageStoreOptions = {}) {
    const memory = options.memory ?? defaultMemory;
    this.memory = new LruCache(memory.entries, memory.bytes);
    this.disk = new DiskCache(directory, options.disk ?? defaultDisk);
    this.render = options.render ?? renderImage;
  }

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

  /** What the store holds now, in memory and on disk. */
  get usage(): { memoryEntries: number; diskFiles: number; diskBytes: number } {
    const disk = this.disk.usage;
    return { memoryEntries: this.memory.size, diskFiles: disk.files, diskBytes: disk.bytes };
  }

  private async load(request: ImageRequest): Promise<Buffer | null> {
    const found = await request.source();
    if (found === null) return null;
    const source = typeof found === 'string' ? Buffer.from(found) : found;
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 32);
    const width = request.width ? `-w${request.width}` : '';
    const file = join(hash.slice(0, 2), `${hash}${width}-q${request.quality}.${request.format}`);
    const stored = await this.disk.read(file);
    if (stored) return stored;
    const image = await this.render(source, request.format, request.quality, request.width);
    await this.disk.write(file, image);
    return image;
  }
}
