// A remote's browser texts are TypeScript in its own src/texts (one typed table per area, checked by tsc and the
// team's tests). The gateway needs them as data: this publishes them at build as texts.json beside federation.json.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileFunction } from 'node:vm';
// The compiler swc-loader runs for every build's TypeScript.
import { transformFileSync } from '@swc/core';

/** The texts module's export: `{ [area]: { [culture]: { key: text } } }`. */
const areasExport = 'textAreas';

const swcOptions = { swcrc: false, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } };

function sourceFile(request) {
  const file = [request, `${request}.ts`, path.join(request, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!file) throw new Error(`cannot find ${request}`);
  return file;
}

/**
 * Runs the texts module and the texts it imports, compiled by swc as the build compiles every source. Texts are data:
 * an import of anything but another texts file (types aside, which compile away) is refused, so nothing else runs.
 */
export function runTextsModule(entry) {
  const modules = new Map();
  const load = (file) => {
    const known = modules.get(file);
    if (known) return known.exports;
    const module = { exports: {} };
    modules.set(file, module);
    const requireText = (request) => {
      if (!request.startsWith('.')) throw new Error(`${file} imports ${request}: texts may import other texts only`);
      return load(sourceFile(path.resolve(path.dirname(file), request)));
    };
    const run = compileFunction(transformFileSync(file, swcOptions).code, ['module', 'exports', 'require'], { filename: file });
    run(module, module.exports, requireText);
    return module.exports;
  };
  return { exports: load(entry), files: [...modules.keys()] };
}

/** Every area's texts of a culture in one table: `{ [culture]: { key: text } }`, the shape the gateway merges. */
export function textsByCulture(areas) {
  const byCulture = {};
  for (const table of Object.values(areas)) {
    for (const [culture, texts] of Object.entries(table)) byCulture[culture] = { ...byCulture[culture], ...texts };
  }
  return byCulture;
}

/** Emits texts.json from `textsModule` (its `textAreas` export); a remote without that module publishes none. */
export class EmitTextsJsonPlugin {
  constructor(textsModule) {
    this.textsModule = textsModule;
  }

  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitTextsJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitTextsJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!existsSync(this.textsModule)) {
          compilation.missingDependencies.add(this.textsModule);
          return;
        }
        try {
          const { exports, files } = runTextsModule(this.textsModule);
          for (const file of files) compilation.fileDependencies.add(file);
          if (typeof exports[areasExport] !== 'object' || exports[areasExport] === null) throw new Error(`it exports no ${areasExport}`);
          compilation.emitAsset('texts.json', new sources.RawSource(JSON.stringify(textsByCulture(exports[areasExport]))));
        } catch (error) {
          compilation.errors.push(new WebpackError(`texts.json from ${this.textsModule}: ${error instanceof Error ? error.message : error}`));
        }
      });
    });
  }
}
