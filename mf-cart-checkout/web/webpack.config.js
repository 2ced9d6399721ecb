import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import {
  BundlePartsPlugin,
  cssRule,
  EmitFederationJsonPlugin,
  exposesFrom,
  resolveOptions,
  sharedSingletons,
  typescriptRule,
} from '@storefront/platform/build';

const root = path.dirname(fileURLToPath(import.meta.url));
const federationFile = path.join(root, 'federation.json');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const federation = readJson(federationFile);
const { dependencies } = readJson(path.join(root, 'package.json'));

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
      uniqueName: 'cartCheckout',
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
        name: 'cartCheckout',
        filename: 'remoteEntry.js',
        exposes: exposesFrom(federation),
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        shared: sharedSingletons(dependencies),
        // The shell provides the federation runtime once; remotes do not each ship a copy.
        experiments: { externalRuntime: true },
      }),
      new EmitFederationJsonPlugin(federationFile),
      new BundlePartsPlugin(),
    ],
  };
};
