import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface CachedTemplate {
  modifiedMs: number;
  html: string;
  version: string;
}

/**
 * The shell build the gateway serves: its index.html template and its version (the store version).
 * Read once and kept until the build changes on disk, so a rebuilt shell never pairs a new template with an old version.
 */
export class ShellDist {
  private cached: CachedTemplate | null = null;

  constructor(readonly path: string) {}

  /** The template, or null when the shell has not been built. */
  template(): string | null {
    return this.load()?.html ?? null;
  }

  version(): string {
    return this.load()?.version ?? 'dev';
  }

  private load(): CachedTemplate | null {
    const templatePath = join(this.path, 'index.html');
    let modifiedMs: number;
    try {
      modifiedMs = statSync(templatePath).mtimeMs;
    } catch {
      this.cached = null;
      return null;
    }
    if (this.cached?.modifiedMs !== modifiedMs) {
      this.cached = { modifiedMs, html: readFileSync(templatePath, 'utf8'), version: this.readVersion() };
    }
    return this.cached;
  }

  private readVersion(): string {
    try {
      const { version } = JSON.parse(readFileSync(join(this.path, 'version.json'), 'utf8')) as { version?: unknown };
      return typeof version === 'string' && version ? version : 'dev';
    } catch {
      return 'dev';
    }
  }
}
