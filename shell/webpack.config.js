import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { VersionFilePlugin } from './build/version-file-plugin.js';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const shellPackage = require('./package.json');
const platformPackage = require('../platform/package.json');

const versionOf = (name) => shellPackage.dependencies[name];

/** Host and remotes share exactly these singletons (brief: "Module Federation shared singletons"). */
const shared = {
  react: { singleton: true, requiredVersion: versionOf('react') },
  'react/': { singleton: true, requiredVersion: versionOf('react') },
  'react-dom': { singleton: true, requiredVersion: versionOf('react-dom') },
  'react-dom/': { singleton: true, requiredVersion: versionOf('react-dom') },
  'react-router-dom': { singleton: true, requiredVersion: versionOf('react-router-dom') },
  rxjs: { singleton: true, requiredVersion: versionOf('rxjs') },
  '@storefront/platform': { singleton: true, requiredVersion: platformPackage.version },
};

const runtimePlugin = (file) => path.resolve(here, 'src/federation', file);

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: here,
    entry: { main: './src/index.ts' },
    target: 'web',
    // Separate maps for error reporting; browsers are never pointed at them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(here, 'dist'),
      publicPath: '/shell/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      uniqueName: 'shell',
      clean: true,
      // Spec 01 §9: chunk load timeout 120000 ms.
      chunkLoadTimeout: 120000,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // Workspace sources import each other without extensions (moduleResolution "Bundler").
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
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
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }],
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes come from /shell-config.json at run time (registerRemotes), never from the build.
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        runtimePlugins: [runtimePlugin('retry-plugin.ts'), runtimePlugin('fallback-plugin.ts')],
        experiments: {
          // The host provides one federation runtime; remotes built with externalRuntime: true reuse it.
          provideExternalRuntime: true,
        },
      }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        filename: 'index.html',
        inject: 'body',
        scriptLoading: 'defer',
        minify: false,
      }),
      new VersionFilePlugin(),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
