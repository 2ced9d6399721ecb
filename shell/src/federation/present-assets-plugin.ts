import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Whether the document already has the stylesheet or script at `url` (an absolute URL, as the federation runtime
 * gives it): the gateway writes a server-rendered page's stylesheets into the first HTML with paths, which the runtime
 * compares as text and so takes for missing.
 */
export function documentHasAsset(url: string, doc: Document = document): boolean {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) if (link.href === url) return true;
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[src]')) if (script.src === url) return true;
  return false;
}

/**
 * Before the runtime adds a remote module's stylesheets and scripts to the page, leaves out those already there.
 * Another `<link rel="stylesheet">` for a sheet the page has makes the browser restyle and lay out the whole page
 * again while it hydrates.
 */
const presentAssetsPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'shell-present-assets-plugin',
  beforePreloadRemote(args) {
    for (const config of args.preloadOps) {
      const given = config.filter;
      config.filter = (url: string) => !documentHasAsset(url) && (given?.(url) ?? true);
    }
  },
});

export default presentAssetsPlugin;
