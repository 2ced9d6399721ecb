/** `/shell-config.json`: which remotes the shell loads and which module renders each page type and slot. */
export interface ShellConfig {
  variant: 'web' | 'kiosk';
  /** The server version the shell was served with; page responses carrying another one force a reload. */
  serverVersion: string;
  remotes: { name: string; manifest: string }[];
  /** componentName → remote module, e.g. { remote: 'catalog', module: './StartPage' }. */
  components: Record<string, RemoteModuleRef>;
  /** Named slots (e.g. 'header:quick-search') → remote module. */
  slots: Record<string, RemoteModuleRef>;
  features: ShellFeatures;
}

export interface RemoteModuleRef {
  remote: string;
  module: string;
}

export interface ShellFeatures {
  login: boolean;
  registration: boolean;
  wishList: boolean;
  account: boolean;
  newsletter: boolean;
  cart: boolean;
}

/** What a team server publishes at `/remote/federation.json`: its page components and slots. */
export interface TeamFederation {
  components: Record<string, string>;
  slots: Record<string, string>;
}
