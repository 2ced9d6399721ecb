import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveOptions, typescriptRule } from './build-rules.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const platformSource = path.resolve(here, '../src');

/** The folder beside `dist` that holds a web build's server bundle: never served, loaded by its server at run time. */
export const serverBundleFolder = 'dist-server';

/**
 * Where a build writes `dist` and `dist-server`: its own folder, or `REMOTE_BUILD_DIR` — a build made for another
 * place (a new version staged beside the one being served; the e2e suite's deployment of a changed remote). The
 * server bundle loads React from the node_modules above that folder, so it lies inside the project.
 */
export function buildOutputRoot(root) {
  return process.env.REMOTE_BUILD_DIR ? path.resolve(process.env.REMOTE_BUILD_DIR) : root;
}

/**
 * The webpack config of a server bundle (ARCHITECTURE.md, "First paint"): the same React components as the browser
 * build, as one CommonJS file for Node. React stays outside it, so the process that loads it renders with the one
 * React it has; stylesheets are left out; `entry` is a module request (a file, or a loader over one).
 */
export function serverWebpackConfig({ root, name, entry, fileName }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: `${name} server`,
      context: root,
      mode: production ? 'production' : 'development',
      target: 'node20',
      entry: { [fileName.replace(/\.cjs$/, '')]: entry },
      devtool: false,
      output: {
        path: path.join(buildOutputRoot(root), serverBundleFolder),
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        clean: true,
      },
      externalsPresets: { node: true },
      externals: [({ request }, callback) => (/^react(-dom)?(\/|$)/.test(request) ? callback(undefined, `commonjs ${request}`) : callback())],
      resolve: {
        ...resolveOptions,
        // The platform's browser entry (its "node" condition is the server-only core, without components).
        alias: { '@storefront/platform$': path.join(platformSource, 'index.ts') },
      },
      module: {
        rules: [
          typescriptRule(production),
          { test: /\.css$/, use: path.join(here, 'ignore-loader.js') },
          // federation.json as the entry goes through server-entry-loader, which makes it JavaScript.
          { test: /federation\.json$/, type: 'javascript/auto' },
        ],
      },
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/** A remote's server bundle: `dist-server/pages.cjs`, exporting `renderPage` over every page type in its federation.json. */
export function remoteServerWebpackConfig({ root, name }) {
  const entry = `${path.join(here, 'server-entry-loader.js')}!${path.join(root, 'federation.json')}`;
  return serverWebpackConfig({ root, name, entry, fileName: 'pages.cjs' });
}
