import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FrameRenderInput, RenderFrame } from '@storefront/platform';

const requireBundle = createRequire(import.meta.url);

/**
 * The shell's server bundle (`shell/dist-server/frame.cjs`, beside the browser build), loaded at run time and again
 * when a new build replaces it: the gateway renders the frame with it and imports no shell source.
 */
export class ShellFrame {
  private loaded: { modifiedMs: number; render: RenderFrame } | null = null;
  readonly bundlePath: string;

  constructor(shellDistPath: string) {
    this.bundlePath = join(dirname(shellDistPath), 'dist-server', 'frame.cjs');
  }

  /** Whether the shell has a server bundle: without it no document is server-rendered (nor its page asked for). */
  isBuilt(): boolean {
    return this.load() !== null;
  }

  /** The HTML of `#root`; null when the shell has no server bundle (the document then carries the fallback). */
  render(input: FrameRenderInput): string | null {
    const render = this.load();
    return render ? render(input) : null;
  }

  private load(): RenderFrame | null {
    let modifiedMs: number;
    try {
      modifiedMs = statSync(this.bundlePath).mtimeMs;
    } catch {
      this.loaded = null;
      return null;
    }
    if (this.loaded?.modifiedMs !== modifiedMs) {
      delete requireBundle.cache[requireBundle.resolve(this.bundlePath)];
      this.loaded = { modifiedMs, render: (requireBundle(this.bundlePath) as { renderFrame: RenderFrame }).renderFrame };
    }
    return this.loaded.render;
  }
}
