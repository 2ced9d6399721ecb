import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { BundlePartsPlugin, PrecompressPlugin, SharedExportsPlugin, cssRule, federationRuntimeOptimization, javascriptMinimizer, productionSourceMaps, resolveOptions, serverWebpackConfig, sharedExports, sharedSingletons, typescriptRule } from '@storefront/platform/build';
import { FrameStylesheetsPlugin } from './build/frame-stylesheets-plugin.js';
import { VersionFilePlugin } from './build/version-file-plugin.js';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const shellPackage = require('./package.json');

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

/**
 * The frame's server bundle (dist-server/frame.cjs), which the gateway loads at run time: the same App, with the parts
 * the browser loads later (lazy-parts) imported at once, so the first HTML has them.
 */
const frameServerConfig = (env, argv) => {
  const config = serverWebpackConfig({ root: here, name: 'shell', entry: './src/server/render-frame.tsx', fileName: 'frame.cjs' })(env, argv);
  config.plugins = [new webpack.NormalModuleReplacementPlugin(/[\\/]lazy-parts$/, (resource) => {
    resource.request = resource.request.replace(/lazy-parts$/, 'lazy-parts.server');
  })];
  return config;
};

const frameStylesChunk = 'shell-styles';

export default (env, argv) => [browserConfig(argv), frameServerConfig(env, argv)];

function browserConfig(argv) {
  const production = argv.mode !== 'development';
  return {
    name: 'shell',
    mode: production ? 'production' : 'development',
    context: here,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: production ? productionSourceMaps() : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(here, 'dist'),
      publicPath: '/shell/',
      filename: production ? hashedName('js') : '[name].js',
      chunkFilename: production ? hashedName('js') : '[name].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      uniqueName: 'shell',
      clean: true,
      // A chunk may take up to 120000 ms to load.
      chunkLoadTimeout: 120000,
    },
    resolve: resolveOptions,
    module: {
      rules: [typescriptRule(production), cssRule(MiniCssExtractPlugin.loader)],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes come from /shell-config.json at run time (registerRemotes), never from the build.
        remotes: {},
        shared: sharedSingletons(shellPackage.dependencies, { host: true }),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        experiments: { optimization: federationRuntimeOptimization },
        runtimePlugins: [provideExternalRuntime, runtimePlugin('retry-plugin.ts'), runtimePlugin('fallback-plugin.ts'), runtimePlugin('present-assets-plugin.ts')],
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
      new SharedExportsPlugin(sharedExports),
      new VersionFilePlugin(),
      new FrameStylesheetsPlugin(frameStylesChunk),
      new BundlePartsPlugin(),
      // index.html is the gateway's template, never sent as a file.
      new PrecompressPlugin({ exclude: /^index\.html$/ }),
    ],
    optimization: {
      // The gateway fills index.html's comment placeholders; HTML minification would remove them.
      minimizeOptions: { html: false },
      minimizer: [javascriptMinimizer(MinimizerPlugin)],
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          // All of the shell's CSS in one file, linked in the head of the first HTML (the frame is in it, styled).
          [frameStylesChunk]: { name: frameStylesChunk, type: 'css/mini-extract', chunks: 'all', enforce: true },
          // React, React DOM and its scheduler in one request instead of four: every page needs all of them at once.
          react: { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, chunks: 'all', enforce: true },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
