/**
 * Writes `version.json` `{ version }` next to index.html. The version is the build's content hash:
 * the gateway reads it as the store version (`x-server-version`) and the shell compares it with page responses.
 */
export class VersionFilePlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'VersionFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const version = compilation.hash;
          compilation.emitAsset('version.json', new sources.RawSource(JSON.stringify({ version })));
        },
      );
    });
  }
}
