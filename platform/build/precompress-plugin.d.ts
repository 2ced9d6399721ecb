export interface PrecompressOptions {
  /** Files smaller than this are left alone (1024). */
  minBytes?: number;
  /** Asset names not to compress, beyond the build reports. */
  exclude?: RegExp;
}

export const precompressedEncodings: ReadonlyArray<{ suffix: '.br' | '.gz'; info: 'brotli' | 'gzip'; compress(buffer: Buffer): Promise<Buffer> }>;

export class PrecompressPlugin {
  constructor(options?: PrecompressOptions);
  apply(compiler: unknown): void;
}
