import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files of a team's remote a page's first HTML names: stylesheets to link, scripts to preload. */
export interface PageAssets {
  stylesheets: string[];
  scripts: string[];
}

interface ManifestExpose {
  path: string;
  assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
}

const exposeFile = /^__federation_expose_/;

/**
 * Reads the remote's federation.json and mf-manifest.json (again when the build changes): for a page type, the
 * stylesheets its exposed module needs (its own and the shared chunks', never another page's) and the scripts that
 * bring it (the remote entry and the module's own chunk), as file names in the remote's folder.
 */
export function pageAssetsOf(remoteDir: string): (componentName: string) => PageAssets {
  let loaded: { modifiedMs: number; byComponent: Map<string, PageAssets> } | null = null;
  const load = () => {
    const manifestPath = join(remoteDir, 'mf-manifest.json');
    const modifiedMs = statSync(manifestPath).mtimeMs;
    if (loaded?.modifiedMs === modifiedMs) return loaded.byComponent;
    const components = (JSON.parse(readFileSync(join(remoteDir, 'federation.json'), 'utf8')) as { components: Record<string, string> }).components;
    const exposes = (JSON.parse(readFileSync(manifestPath, 'utf8')) as { exposes: ManifestExpose[] }).exposes;
    const byComponent = new Map<string, PageAssets>();
    for (const [componentName, module] of Object.entries(components)) {
      const expose = exposes.find((candidate) => candidate.path === module);
      if (!expose) continue;
      byComponent.set(componentName, {
        // Shared chunks first, the page's own last: the order the browser build's chunk loading gives them.
        stylesheets: [...expose.assets.css.async.filter((file) => !exposeFile.test(file)), ...expose.assets.css.sync],
        scripts: ['remoteEntry.js', ...expose.assets.js.sync],
      });
    }
    loaded = { modifiedMs, byComponent };
    return byComponent;
  };
  return (componentName) => {
    try {
      return load().get(componentName) ?? { stylesheets: [], scripts: [] };
    } catch {
      return { stylesheets: [], scripts: [] };
    }
  };
}
