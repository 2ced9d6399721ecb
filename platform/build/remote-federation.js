// A remote's public surface is its federation.json (TeamFederation): page components and slots → exposed modules.
// These read it for webpack's `exposes` and publish it beside the manifest, so every remote keeps one list.
import { readFileSync } from 'node:fs';

/** './ProductPage' → './src/product-page/product-page.tsx' */
export function sourceFileOf(exposedModule) {
  const name = exposedModule.replace(/^\.\//, '');
  const folder = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `./src/${folder}/${folder}.tsx`;
}

/** TeamFederation → webpack `exposes` ({ './ProductPage': './src/product-page/product-page.tsx', ... }). */
export function exposesFrom(federation) {
  const modules = [...Object.values(federation.components), ...Object.values(federation.slots)];
  return Object.fromEntries([...new Set(modules)].map((module) => [module, sourceFileOf(module)]));
}

/** Publishes federation.json next to the manifest: the gateway composes the shell config from it. */
export class EmitFederationJsonPlugin {
  constructor(federationFile) {
    this.federationFile = federationFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitFederationJsonPlugin', (compilation) => {
      compilation.fileDependencies.add(this.federationFile);
      compilation.hooks.processAssets.tap(
        { name: 'EmitFederationJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = JSON.stringify(JSON.parse(readFileSync(this.federationFile, 'utf8')), null, 2);
          compilation.emitAsset('federation.json', new sources.RawSource(json));
        },
      );
    });
  }
}
