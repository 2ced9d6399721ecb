import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Stats } from 'webpack';
import { EmitTextsJsonPlugin } from './emit-texts-json-plugin.js';

let root: string;

/** A remote's texts as a team writes them: typed area files and an index listing them. */
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'emit-texts-'));
  mkdirSync(join(root, 'src', 'texts'), { recursive: true });
  writeFileSync(join(root, 'entry.js'), 'console.log("remote");\n');
  const area = (name: string, swedish: string, english: string) =>
    `import type { PhraseTable } from '@storefront/platform';\n\nexport const ${name}: PhraseTable = {\n  'sv-SE': { '/${name}/Title': '${swedish}' },\n  'en-US': { '/${name}/Title': '${english}' },\n} as PhraseTable;\n`;
  writeFileSync(join(root, 'src', 'texts', 'cart.ts'), area('Cart', 'Varukorg', 'Cart'));
  writeFileSync(join(root, 'src', 'texts', 'checkout.ts'), area('Checkout', 'Kassa', 'Checkout'));
  writeFileSync(
    join(root, 'src', 'texts', 'index.ts'),
    "import type { PhraseTable } from '@storefront/platform';\nimport { Cart } from './cart';\nimport { Checkout } from './checkout';\n\nexport const textAreas: Record<string, PhraseTable> = { cart: Cart, checkout: Checkout };\n",
  );
  writeFileSync(join(root, 'src', 'texts', 'not-data.ts'), "import { cultures } from '@storefront/platform';\n\nexport const textAreas = { all: cultures };\n");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function build(textsModule: string): Promise<{ stats: Stats; dist: string }> {
  const dist = join(root, `dist-${Math.random().toString(36).slice(2)}`);
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: './entry.js',
    output: { path: dist },
    plugins: [new EmitTextsJsonPlugin(join(root, 'src', 'texts', textsModule))],
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || !stats ? reject(error) : compiler.close(() => resolve({ stats, dist })))),
  );
}

describe('EmitTextsJsonPlugin', () => {
  it('publishes every area’s texts as texts.json, one table per culture', async () => {
    const { stats, dist } = await build('index.ts');
    expect(stats.hasErrors()).toBe(false);
    expect(JSON.parse(readFileSync(join(dist, 'texts.json'), 'utf8'))).toEqual({
      'sv-SE': { '/Cart/Title': 'Varukorg', '/Checkout/Title': 'Kassa' },
      'en-US': { '/Cart/Title': 'Cart', '/Checkout/Title': 'Checkout' },
    });
    // A change to an area file rebuilds texts.json in watch mode.
    expect([...stats.compilation.fileDependencies]).toEqual(expect.arrayContaining([join(root, 'src', 'texts', 'cart.ts')]));
  }, 60_000);

  it('publishes nothing for a remote without texts', async () => {
    const { stats, dist } = await build('missing.ts');
    expect(stats.hasErrors()).toBe(false);
    expect(existsSync(join(dist, 'texts.json'))).toBe(false);
  }, 60_000);

  it('fails the build when the texts module runs anything but texts', async () => {
    const { stats, dist } = await build('not-data.ts');
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toJson().errors?.[0]?.message).toMatch(/imports @storefront\/platform: texts may import other texts only/);
    expect(existsSync(join(dist, 'texts.json'))).toBe(false);
  }, 60_000);
});
