import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack, { type Compiler, type Stats } from 'webpack';
import { PrecompressPlugin } from './precompress-plugin.js';

let root: string;
let dist: string;
let stats: Stats;

/** Text that minifies to well over 1 KiB and compresses well. */
const bigText = Array.from({ length: 200 }, (_, index) => `product-${index} ${'rouge '.repeat(index % 7)}`).join('\n');

/** Adds files late, as other plugins do: a manifest, a build report, HTML (which the minimizer reworks), and one added last. */
class LateFilesPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('LateFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LateFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset('late-manifest.json', new sources.RawSource(JSON.stringify({ text: bigText })));
        compilation.emitAsset('bundle-parts.json', new sources.RawSource(JSON.stringify({ text: bigText })));
        compilation.emitAsset('index.html', new sources.RawSource(`<!doctype html><p>${bigText}</p>`));
        compilation.emitAsset('page.html', new sources.RawSource(`<!doctype html><p>${bigText}</p>`));
      });
      // After the precompress plugin's own stage: it compresses a file added then as it comes.
      compilation.hooks.processAssets.tap({ name: 'LateFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 100 }, () => {
        compilation.emitAsset('very-late.json', new sources.RawSource(JSON.stringify({ text: bigText })));
      });
    });
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'precompress-'));
  dist = join(root, 'dist');
  writeFileSync(join(root, 'big.js'), `export const text = ${JSON.stringify(bigText)};\nconsole.log(text);\n`);
  writeFileSync(join(root, 'small.js'), 'console.log("small");\n');
  writeFileSync(join(root, 'icon.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><title>${bigText}</title></svg>`);
  writeFileSync(join(root, 'photo.png'), Buffer.alloc(4096, 1));
  writeFileSync(join(root, 'with-assets.js'), 'import icon from "./icon.svg";\nimport photo from "./photo.png";\nconsole.log(icon, photo);\n');
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: { big: './big.js', small: './small.js', assets: './with-assets.js' },
    output: { path: dist, filename: '[name].[contenthash:8].js', assetModuleFilename: '[name].[contenthash:8][ext]', clean: true },
    module: { rules: [{ test: /\.(svg|png)$/, type: 'asset/resource' }] },
    plugins: [new LateFilesPlugin(), new PrecompressPlugin({ exclude: /^index\.html$/ })],
    infrastructureLogging: { level: 'error' },
  });
  stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : compiler.close(() => resolve(result)))),
  );
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const emitted = (pattern: RegExp) => readdirSync(dist).filter((file) => pattern.test(file));

test('the build succeeds', () => {
  expect(stats.hasErrors()).toBe(false);
});

test.each([/^big\.[0-9a-f]{8}\.js$/, /^icon\.[0-9a-f]{8}\.svg$/, /^late-manifest\.json$/, /^very-late\.json$/, /^page\.html$/])(
  '%s gets a .br and a .gz that decompress to it',
  (pattern) => {
    const [file] = emitted(pattern);
    expect(file).toBeDefined();
    const original = readFileSync(join(dist, file!));
    expect(original.length).toBeGreaterThanOrEqual(1024);
    const br = readFileSync(join(dist, `${file}.br`));
    const gz = readFileSync(join(dist, `${file}.gz`));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(original.length);
  },
);

test('files under 1 KiB, images, build reports and excluded files are left alone', () => {
  const [small] = emitted(/^small\.[0-9a-f]{8}\.js$/);
  expect(readFileSync(join(dist, small!)).length).toBeLessThan(1024);
  for (const file of [small!, ...emitted(/\.png$/), 'bundle-parts.json', 'index.html']) {
    expect(existsSync(join(dist, file))).toBe(true);
    expect(existsSync(join(dist, `${file}.br`))).toBe(false);
    expect(existsSync(join(dist, `${file}.gz`))).toBe(false);
  }
});

test('the precompressed files are marked as such and as related to their original', () => {
  const assets = stats.toJson({ assets: true, cachedAssets: true }).assets ?? [];
  const big = assets.find((asset) => /^big\..*\.js$/.test(asset.name));
  expect(big?.info.related).toEqual({ brotli: `${big?.name}.br`, gzip: `${big?.name}.gz` });
  const br = assets.find((asset) => asset.name === `${big?.name}.br`) ?? big?.related?.find((asset) => asset.name === `${big?.name}.br`);
  expect(br?.info.compressed).toBe(true);
  expect(br?.info.immutable).toBe(true);
});
