import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BundlePartsPlugin, cssRule, resolveOptions, sharedSingletons, typescriptRule } from '@storefront/platform/build';
import { exposesFrom } from './exposed-modules.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const federationFile = path.join(root, 'federation.json');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const federation = readJson(federationFile);
const { dependencies } = readJson(path.join(root, 'package.json'));

/** Publishes federation.json next to the manifest: the gateway composes the shell config from it. */
class EmitFederationJsonPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitFederationJsonPlugin', (compilation) => {
      compilation.fileDependencies.add(federationFile);
      compilation.hooks.processAssets.tap(
        { name: 'EmitFederationJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = JSON.stringify(readJson(federationFile), null, 2);
          compilation.emitAsset('federation.json', new sources.RawSource(json));
        },
      );
    });
  }
}

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    context: root,
    mode: production ? 'production' : 'development',
    // The container entry that ModuleFederationPlugin adds is the only entry.
    entry: {},
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(root, 'dist'),
      publicPath: 'auto',
      uniqueName: 'catalog',
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
        name: 'catalog',
        filename: 'remoteEntry.js',
        exposes: exposesFrom(federation),
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        shared: sharedSingletons(dependencies),
        // The shell provides the federation runtime once; remotes do not each ship a copy.
        experiments: { externalRuntime: true },
      }),
      new EmitFederationJsonPlugin(),
      new BundlePartsPlugin(),
    ],
  };
};
