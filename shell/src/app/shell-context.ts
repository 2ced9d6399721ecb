import { createContext, useContext } from 'react';
import type { MainMenu, PageBase, ShellConfig } from '@storefront/platform';
import type { ComponentRegistry } from '../federation/component-registry';
import type { SlotSchedule } from '../federation/slot-schedule';
import type { PageLoader } from '../page-loading/page-loader';

/** What the shell's parts share: the config from the gateway, the remote modules and the page loader. */
export interface ShellServices {
  config: ShellConfig;
  registry: ComponentRegistry;
  pageLoader: PageLoader;
  /** The page the document came with and the HTML its team rendered for it, hydrated in place; null when none. */
  firstPage: { page: PageBase; html: string } | null;
  /** The main menu the document came with (the gateway renders the header with it); null: it loads after the page. */
  mainMenu: MainMenu | null;
  /** When each slot's remote module may mount. */
  slotSchedule: SlotSchedule;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell needs a ShellContext provider');
  return services;
}
