// `@storefront/platform/build`: what the shell's and every remote's webpack config import. The rules they share are
// in build-rules.js, the remote's whole config in remote-webpack-config.js.
export {
  BundlePartsPlugin,
  cssRule,
  federationRuntimeOptimization,
  javascriptMinimizer,
  productionSourceMaps,
  resolveOptions,
  sharedSingletons,
  typescriptRule,
} from './build-rules.js';
export { EmitFederationJsonPlugin, exposesFrom, sourceFileOf } from './remote-federation.js';
export { EmitTextsJsonPlugin } from './emit-texts-json-plugin.js';
export { PrecompressPlugin } from './precompress-plugin.js';
export { SharedExportsPlugin } from './shared-exports-plugin.js';
export { sharedExports } from './shared-exports.js';
export { remoteWebpackConfig } from './remote-webpack-config.js';
export { remoteServerWebpackConfig, serverBundleFolder, serverWebpackConfig } from './server-webpack-config.js';
