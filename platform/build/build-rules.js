// What the shell and every remote build the same way: the shared singletons, TypeScript, CSS, the bundle-parts
// report and the precompressed files (precompress-plugin.js). One copy here, so host and remotes cannot drift apart.

/**
 * The Module Federation shared singletons, with the versions from the building workspace's package.json.
 *
 * The host (the shell) provides them and registers first, so checking its own version against its own range only costs
 * start-up time (the federation runtime parses semver ranges with regular expressions: 20 ms of a phone's main thread
 * as the shell's code loads). `{ host: true }` leaves that check out; every remote still checks the version it gets
 * against its range and warns when they differ.
 */
export function sharedSingletons(dependencies, { host = false } = {}) {
  const singleton = (name) => ({ singleton: true, requiredVersion: host ? false : dependencies[name] });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    rxjs: singleton('rxjs'),
    '@storefront/platform': singleton('@storefront/platform'),
  };
}

/** Browser builds only: the federation runtime leaves out its Node.js code paths (1.5 KB of brotli in the shell). */
export const federationRuntimeOptimization = { target: 'web' };

/**
 * Source maps of a production build: none unless asked for with `SOURCE_MAPS=1` (then full maps, which the gateway
 * serves only when it is given `SOURCE_MAPS=1` too). Shipped maps hand every visitor the original sources.
 */
export function productionSourceMaps(env = process.env) {
  return env.SOURCE_MAPS === '1' ? 'source-map' : false;
}

/** TypeScript and TSX through swc (fast on two cores; type-checking is `tsc --noEmit` once for the tree). */
export function typescriptRule(production) {
  return {
    test: /\.(t|j)sx?$/,
    exclude: /node_modules[\\/](?!@storefront)/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * The JavaScript minimizer of a browser build: swc's (native code) instead of webpack's default terser, with the same
 * two compress passes. On the catalog's remote 9.2 s of build instead of 11.8 s (12.1 s of CPU instead of 17.7) and
 * 0.4 KB less brotli. `MinimizerPlugin` is minimizer-webpack-plugin from the building workspace's devDependencies.
 */
export function javascriptMinimizer(MinimizerPlugin) {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } });
}

/** Stylesheets extracted to files (the gateway's CSP forbids inline styles). */
export function cssRule(extractLoader) {
  return { test: /\.css$/, use: [extractLoader, { loader: 'css-loader', options: { importLoaders: 0 } }] };
}

export const resolveOptions = {
  extensions: ['.tsx', '.ts', '.js', '.mjs'],
  // rxjs's ES2015 build: smaller than the ES5 default, and every browser we serve runs it.
  conditionNames: ['es2015', '...'],
  // Workspace sources import each other without extensions (moduleResolution "Bundler").
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/**
 * Writes `bundle-parts.json`: for each emitted script, 'libraries' when most of its code comes from node_modules,
 * else 'own'. `npm run bench` splits the JavaScript a page loads by it.
 */
export class BundlePartsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BundlePartsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BundlePartsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const parts = {};
        for (const chunk of compilation.chunks) {
          let librarySize = 0;
          let ownSize = 0;
          for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
            const name = module.nameForCondition?.() ?? '';
            if (/node_modules/.test(name)) librarySize += module.size();
            else ownSize += module.size();
          }
          const fromLibraries = librarySize > ownSize;
          for (const file of chunk.files) if (file.endsWith('.js')) parts[file] = fromLibraries ? 'libraries' : 'own';
        }
        compilation.emitAsset('bundle-parts.json', new sources.RawSource(JSON.stringify(parts, null, 2)));
      });
    });
  }
}
