import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * When a remote module cannot be loaded (after the retry plugin gave up), `loadRemote` resolves to a module
 * whose default export renders the "this part could not be shown" fallback with a Retry button,
 * so one team's outage never blanks the page.
 */
const fallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'shell-fallback-plugin',
  async errorLoadRemote(args) {
    if (args.lifecycle !== 'onLoad') return undefined;
    console.error(`Remote module ${args.id} could not be loaded`, args.error);
    // Imported lazily: React is a shared module and is not ready while the runtime initialises.
    const { loadFallbackModule } = await import('./load-fallback-module');
    return loadFallbackModule(args.id, args.error);
  },
});

export default fallbackPlugin;
