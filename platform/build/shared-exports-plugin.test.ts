import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Stats } from 'webpack';
import { SharedExportsPlugin } from './shared-exports-plugin.js';

let root: string;

/** A library like a shared singleton: side-effect free, three exports, one build asking for all of it. */
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'shared-exports-'));
  const library = join(root, 'node_modules', 'rouge-lib');
  mkdirSync(library, { recursive: true });
  writeFileSync(join(library, 'package.json'), JSON.stringify({ name: 'rouge-lib', version: '1.0.0', sideEffects: false, main: 'index.js' }));
  writeFileSync(join(library, 'index.js'), "export { lipstick } from './lipstick.js';\nexport { mascara } from './mascara.js';\nexport { perfume } from './perfume.js';\n");
  for (const name of ['lipstick', 'mascara', 'perfume']) writeFileSync(join(library, `${name}.js`), `export const ${name} = () => 'the ${name} export';\n`);
  // What a share provider does: it asks for the whole module, for builds it cannot see.
  writeFileSync(join(root, 'provide.js'), "import('rouge-lib').then((library) => console.log(library));\n");
  writeFileSync(join(root, 'allowed.js'), "import { lipstick } from 'rouge-lib';\nconsole.log(lipstick());\n");
  writeFileSync(join(root, 'not-listed.js'), "import { perfume } from 'rouge-lib';\nconsole.log(perfume());\n");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function build(entry: string): Promise<{ stats: Stats; output: string }> {
  const dist = join(root, `dist-${entry}`);
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: `./${entry}.js`,
    output: { path: dist },
    plugins: [new SharedExportsPlugin({ 'rouge-lib': ['lipstick', 'mascara'] })],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error);
      compiler.close(() => undefined);
      // A build with errors emits nothing.
      const output = (existsSync(dist) ? readdirSync(dist) : [])
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(join(dist, file), 'utf8'))
        .join('\n');
      resolve({ stats, output });
    }),
  );
}

describe('SharedExportsPlugin', () => {
  it('provides the listed exports, under their own names, and no more', async () => {
    const { stats, output } = await build('provide');
    expect(stats.hasErrors()).toBe(false);
    expect(output).toContain('the lipstick export');
    expect(output).toContain('the mascara export');
    expect(output).toMatch(/mascara:\(\)=>/);
    expect(output).not.toContain('the perfume export');
  });

  it('builds code that imports listed exports', async () => {
    const { stats } = await build('allowed');
    expect(stats.hasErrors()).toBe(false);
  });

  it('fails a build that imports an export not on the list, saying where to add it', async () => {
    const { stats } = await build('not-listed');
    const messages = stats.toJson({ all: false, errors: true }).errors?.map((error) => error.message) ?? [];
    expect(messages).toEqual([expect.stringContaining("imports 'perfume' from 'rouge-lib'")]);
    expect(messages[0]).toContain('platform/build/shared-exports.js');
  });
});
