import type { RemoteModuleRef, ShellConfig, ShellFeatures, TeamFederation } from '@storefront/platform';

const webFeatures: ShellFeatures = {
  login: true,
  registration: true,
  wishList: true,
  account: true,
  newsletter: true,
  cart: true,
};

/** Store devices are shared by every customer in the store: nothing personal on them. */
const kioskFeatures: ShellFeatures = {
  ...webFeatures,
  login: false,
  registration: false,
  wishList: false,
  account: false,
  newsletter: false,
};

export function composeShellConfig(options: {
  variant: ShellConfig['variant'];
  serverVersion: string;
  federations: Partial<Record<string, TeamFederation>>;
}): ShellConfig {
  const remotes: ShellConfig['remotes'] = [];
  const components: Record<string, RemoteModuleRef> = {};
  const slots: Record<string, RemoteModuleRef> = {};
  for (const [remote, federation] of Object.entries(options.federations)) {
    if (!federation) continue;
    remotes.push({ name: remote, manifest: `/remotes/${remote}/mf-manifest.json` });
    for (const [name, module] of Object.entries(federation.components)) components[name] = { remote, module };
    for (const [name, module] of Object.entries(federation.slots)) slots[name] = { remote, module };
  }
  return {
    variant: options.variant,
    serverVersion: options.serverVersion,
    remotes,
    components,
    slots,
    features: options.variant === 'kiosk' ? kioskFeatures : webFeatures,
  };
}
