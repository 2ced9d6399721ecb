import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text a browser loads from a build: what is worth compressing. */
const compressible = /\.(js|css|json|svg|html)$/i;

/** The builds' reports (the bench and the federation tooling read them; browsers never get them). */
const reports = new Set(['bundle-parts.json', 'mf-stats.json']);

/** Below this the headers outweigh the saving (the `compression` middleware's threshold too). */
const defaultMinBytes = 1024;

/** The encodings made for each file, by the suffix of the file beside it. */
export const precompressedEncodings = [
  {
    suffix: '.br',
    info: 'brotli',
    compress: (buffer) =>
      brotli(buffer, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      }),
  },
  { suffix: '.gz', info: 'gzip', compress: (buffer) => gzip(buffer, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every script, stylesheet, JSON, SVG
 * and HTML file of at least 1 KiB, so the servers send them as they are instead of compressing on every request
 * (`precompressedStatic` in platform/src/server picks one by Accept-Encoding). A variant not smaller than the file is
 * left out. Runs last, after the reports stage: by then hashes are final, minimizers are done (they also rework files
 * added late, such as HTML) and the late files are there (federation manifest, version.json); one added later still
 * is compressed as it comes.
 *
 * Options: `minBytes` (1024), `exclude` (RegExp on the asset name; build reports are always left out).
 */
export class PrecompressPlugin {
  constructor({ minBytes = defaultMinBytes, exclude } = {}) {
    this.minBytes = minBytes;
    this.exclude = exclude;
  }

  wanted(name, size) {
    const file = name.slice(name.lastIndexOf('/') + 1);
    return compressible.test(name) && !reports.has(file) && !this.exclude?.test(name) && size >= this.minBytes;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // Watch builds compress only what changed.
      const cache = compilation.getCache('PrecompressPlugin');
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1, additionalAssets: true },
        async (assets) => {
          const work = [];
          for (const name of Object.keys(assets)) {
            const asset = compilation.getAsset(name);
            if (!asset || asset.info.compressed || asset.info.related?.brotli || asset.info.related?.gzip) continue;
            if (!this.wanted(name, asset.source.size())) continue;
            work.push(this.compressAsset(compilation, cache, sources, asset));
          }
          await Promise.all(work);
        },
      );
    });
  }

  async compressAsset(compilation, cache, sources, { name, source, info }) {
    const buffer = Buffer.from(source.buffer());
    const etag = cache.getLazyHashedEtag(source);
    const related = {};
    await Promise.all(
      precompressedEncodings.map(async (encoding) => {
        const compressed = await cache.providePromise(`${name}${encoding.suffix}`, etag, async () => {
          const output = await encoding.compress(buffer);
          return output.length < buffer.length ? new sources.RawSource(output) : null;
        });
        if (!compressed) return;
        const file = `${name}${encoding.suffix}`;
        compilation.emitAsset(file, compressed, { compressed: true, immutable: info.immutable, development: info.development });
        related[encoding.info] = file;
      }),
    );
    compilation.updateAsset(name, source, { related });
  }
}
