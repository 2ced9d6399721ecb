import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ShellConfig } from '@storefront/platform';

/** Registers the remotes the shell config names; their manifests are fetched on first use. */
export function registerConfiguredRemotes(config: ShellConfig, origin: string): void {
  registerRemotes(
    config.remotes.map((remote) => ({ name: remote.name, entry: new URL(remote.manifest, origin).href })),
    { force: true },
  );
}

export const loadRemoteModule = (id: string): Promise<unknown> => loadRemote(id);
