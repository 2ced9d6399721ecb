import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PrecompressPlugin } from './precompress-plugin.js';
import { EmitTextsJsonPlugin } from './emit-texts-json-plugin.js';
import { EmitFederationJsonPlugin, exposesFrom } from './remote-federation.js';
import { buildOutputRoot, remoteServerWebpackConfig } from './server-webpack-config.js';
import { SharedExportsPlugin } from './shared-exports-plugin.js';
import { sharedExports } from './shared-exports.js';
import { BundlePartsPlugin, cssRule, federationRuntimeOptimization, javascriptMinimizer, productionSourceMaps, resolveOptions, sharedSingletons, typescriptRule } from './build-rules.js';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The webpack config of a remote: `root` is its web folder (federation.json, package.json, dist/ in it), `name` its
 * federation name. The build tools come from the remote's own devDependencies, so platform does not pin them.
 */
export function remoteWebpackConfig({ root, name }) {
  const requireFromRemote = createRequire(path.join(root, 'package.json'));
  const MiniCssExtractPlugin = requireFromRemote('mini-css-extract-plugin');
  const MinimizerPlugin = requireFromRemote('minimizer-webpack-plugin');
  const { ModuleFederationPlugin } = requireFromRemote('@module-federation/enhanced/webpack');
  const federationFile = path.join(root, 'federation.json');
  const federation = readJson(federationFile);
  const { dependencies } = readJson(path.join(root, 'package.json'));

  const serverConfig = remoteServerWebpackConfig({ root, name });
  // The browser build and the server bundle (its page render) build together, from the same sources.
  return (env, argv) => [browserConfig(argv), serverConfig(env, argv)];

  function browserConfig(argv) {
    const production = argv.mode !== 'development';
    return {
      name,
      context: root,
      mode: production ? 'production' : 'development',
      // The container entry that ModuleFederationPlugin adds is the only entry.
      entry: {},
      devtool: production ? productionSourceMaps() : 'cheap-module-source-map',
      output: {
        path: path.join(buildOutputRoot(root), 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: '[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: resolveOptions,
      module: {
        rules: [typescriptRule(production), cssRule(MiniCssExtractPlugin.loader)],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:8].css',
          chunkFilename: '[name].[contenthash:8].css',
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposesFrom(federation),
          manifest: true,
          dts: false,
          shareStrategy: 'loaded-first',
          shared: sharedSingletons(dependencies),
          // The shell provides the federation runtime once; remotes do not each ship a copy. A remote loads no other
          // remote (they talk over the bus), so its entry leaves out the remote-loading code too (0.6 KB of brotli).
          experiments: { externalRuntime: true, optimization: { ...federationRuntimeOptimization, disableRemote: true } },
        }),
        new SharedExportsPlugin(sharedExports),
        new EmitFederationJsonPlugin(federationFile),
        // Its browser texts (src/texts/index.ts) as texts.json beside federation.json, for the gateway to merge.
        new EmitTextsJsonPlugin(path.join(root, 'src', 'texts', 'index.ts')),
        new BundlePartsPlugin(),
        new PrecompressPlugin(),
      ],
      optimization: { minimizer: [javascriptMinimizer(MinimizerPlugin)] },
    };
  }
}
