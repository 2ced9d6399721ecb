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

/**
 * What `experiments.provideExternalRuntime` adds, but its ESM build: the option adds the CommonJS build, which
 * brings a second copy of the federation runtime (+26 KB gzip) next to the one the host already has.
 * With it the host publishes its runtime as `_FEDERATION_RUNTIME_CORE` for remotes built with `externalRuntime: true`.
 */
const provideExternalRuntime = fileURLToPath(import.meta.resolve('@module-federation/inject-external-runtime-core-plugin'));

/**
 * Hashed names; the federation runtime module asks for the entry's file name before hashes exist
 * (only to learn the output folder depth), so it gets the unhashed name, which sits in the same folder.
 */
const hashedName = (extension) => (pathData) =>
  pathData.chunk?.contentHash?.javascript === undefined && pathData.contentHashType === 'javascript'
    ? `[name].${extension}`
    : `[name].[contenthash:10].${extension}`;

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
      filename: production ? hashedName('js') : '[name].js',
      chunkFilename: production ? hashedName('js') : '[name].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      uniqueName: 'shell',
      clean: true,
      // Spec 01 §9: chunk load timeout 120000 ms.
      chunkLoadTimeout: 120000,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // rxjs's ES2015 build: smaller than the ES5 default, and every browser we serve runs it.
      conditionNames: ['es2015', '...'],
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
        runtimePlugins: [provideExternalRuntime, runtimePlugin('retry-plugin.ts'), runtimePlugin('fallback-plugin.ts')],
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
      // The gateway fills index.html's comment placeholders; HTML minification would remove them.
      minimizeOptions: { html: false },
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
