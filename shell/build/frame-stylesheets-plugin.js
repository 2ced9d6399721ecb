/**
 * Writes `frame-stylesheets.json` `["shell-styles.<hash>.css", …]`: the stylesheets of the frame, which the gateway
 * links in the head of a server-rendered document (render-blocking: the frame is styled from the first paint, and the
 * shell's own chunk loading finds them already there).
 */
export class FrameStylesheetsPlugin {
  constructor(chunkName) {
    this.chunkName = chunkName;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FrameStylesheetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FrameStylesheetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = [...compilation.chunks]
          .filter((chunk) => chunk.name === this.chunkName)
          .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.css')));
        compilation.emitAsset('frame-stylesheets.json', new sources.RawSource(JSON.stringify(files)));
      });
    });
  }
}
