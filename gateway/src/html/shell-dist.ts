import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface CachedTemplate {
  modifiedMs: number;
  html: string;
  version: string;
  frameStylesheets: string[];
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

  /** URLs of the frame's stylesheets, for the head of a server-rendered document. */
  frameStylesheets(): string[] {
    return this.load()?.frameStylesheets ?? [];
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
      this.cached = { modifiedMs, html: readFileSync(templatePath, 'utf8'), version: this.readVersion(), frameStylesheets: this.readFrameStylesheets() };
    }
    return this.cached;
  }

  private readFrameStylesheets(): string[] {
    try {
      const files: unknown = JSON.parse(readFileSync(join(this.path, 'frame-stylesheets.json'), 'utf8'));
      return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.css$/.test(file)).map((file) => `/shell/${file}`) : [];
    } catch {
      return [];
    }
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
