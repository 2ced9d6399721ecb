// A shared singleton cannot be tree-shaken by the build that provides it: the build cannot know what the other teams'
// remotes will ask of it, so it ships all of it (RxJS: 13.6 KB of brotli on every page; the part the store uses, 5.5).
// This plugin gives each such library a list of the exports the house uses. Every build provides the library with those
// exports only, and fails when its own code imports one not on the list: the list is the contract, checked where a team
// builds, and growing it is a change to platform (where every team sees it).

const pluginName = 'SharedExportsPlugin';

/** A reference to the whole module object: `[[]]`, or `[{ name: [] }]` from a dynamic import. */
const isWholeModule = (referenced) => referenced.length === 1 && (Array.isArray(referenced[0]) ? referenced[0] : referenced[0].name).length === 0;

/** The export names an import of a shared library reads: `import { map } from 'rxjs'` → ['map'], `import * as rx` → []. */
function importedNames(dependency) {
  if (dependency.type === 'harmony import specifier' || dependency.type === 'harmony export imported specifier') return dependency.ids ?? [];
  return null;
}

export class SharedExportsPlugin {
  /** @param {Record<string, readonly string[]>} exportsByLibrary e.g. { rxjs: ['Subject', 'map'] } */
  constructor(exportsByLibrary) {
    this.exportsByLibrary = exportsByLibrary;
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    const own = (request) => (Object.prototype.hasOwnProperty.call(this.exportsByLibrary, request) ? this.exportsByLibrary[request] : undefined);

    compiler.hooks.compilation.tap(pluginName, (compilation) => {
      // The module the share scope hands out (and the fallback of this build's own imports) keeps the listed exports,
      // under their own names: other builds read them by name. It is the module an import of the library's name made;
      // the share provider asks for it by its resolved path.
      compilation.hooks.dependencyReferencedExports.tap(pluginName, (referenced, dependency) => {
        if (!isWholeModule(referenced)) return referenced;
        const target = compilation.moduleGraph.getModule(dependency);
        const allowed = typeof target?.rawRequest === 'string' ? own(target.rawRequest) : undefined;
        if (!allowed) return referenced;
        return allowed.map((name) => ({ name: [name], canMangle: false }));
      });

      compilation.hooks.finishModules.tap(pluginName, (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            const allowed = typeof dependency.request === 'string' ? own(dependency.request) : undefined;
            const names = allowed && importedNames(dependency);
            if (!names) continue;
            const [name] = names;
            if (name !== undefined && allowed.includes(name)) continue;
            const what = name === undefined ? 'the whole module' : `'${name}'`;
            const error = new WebpackError(
              `${module.readableIdentifier(compilation.requestShortener)} imports ${what} from '${dependency.request}', which is shared with only ` +
                `the exports listed in platform/build/shared-exports.js: add it there (every build provides the list).`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}
