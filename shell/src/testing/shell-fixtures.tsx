import type { ReactNode } from 'react';
import { BehaviorSubject } from 'rxjs';
import { type AppShellData, type MainMenu, type MenuItem, type PageBase, type ShellConfig } from '@storefront/platform';
import { anAppShellData } from '@storefront/platform/testing';
import { createComponentRegistry, type LoadRemoteModule } from '../federation/component-registry';
import { everySlotDue } from '../federation/slot-schedule';
import { createPageCache } from '../page-loading/page-cache';
import { PageLoader } from '../page-loading/page-loader';
import { ShellContext, type ShellServices } from '../app/shell-context';
import type { PageAnswer } from '../page-loading/page-request';
import { idleProgress, type LoadingProgressState } from '../page-loading/loading-progress';

/** Test data shared by the shell's component tests. */
export const appShellFixture = (overrides: Partial<AppShellData> = {}): AppShellData =>
  anAppShellData({
    siteSettings: {
      ...anAppShellData().siteSettings,
      maxBuyableQuantityPerArticle: 99,
      autocompleteLetterThreshold: 2,
      customerServiceEmail: 'help@beauty.test',
    },
    ...overrides,
  });

export const shellConfigFixture = (overrides: Partial<ShellConfig> = {}): ShellConfig => ({
  variant: 'web',
  serverVersion: 'test-version',
  remotes: [{ name: 'catalog', manifest: '/remotes/catalog/mf-manifest.json' }],
  components: {
    StartPageViewModel: { remote: 'catalog', module: './StartPage' },
    CmsPageViewModel: { remote: 'catalog', module: './CmsPage' },
  },
  slots: {},
  features: { login: true, registration: true, wishList: true, account: true, newsletter: true, cart: true },
  ...overrides,
});

export const pageFixture = (url: string, componentName = 'CmsPageViewModel', overrides: Partial<PageBase> = {}): PageBase => ({
  componentName,
  url,
  meta: { title: `Title of ${url}` },
  currentTheme: 'default',
  ...overrides,
});

const item = (name: string, url: string, children: MenuItem[] = []): MenuItem => ({ name, url, ticket: url, children });

export const mainMenuFixture: MainMenu = {
  items: [
    item('Makeup', '/c/makeup', [
      item('Face', '/c/makeup/face', [
        item('Foundation', '/c/makeup/face/foundation', [item('Liquid foundation', '/c/makeup/face/foundation/liquid')]),
        item('Concealer', '/c/makeup/face/concealer'),
        item('Powder', '/c/makeup/face/powder'),
        item('Blush', '/c/makeup/face/blush'),
        item('Bronzer', '/c/makeup/face/bronzer'),
        item('Primer', '/c/makeup/face/primer'),
        item('Setting spray', '/c/makeup/face/setting-spray'),
      ]),
      item('Eyes', '/c/makeup/eyes', [item('Mascara', '/c/makeup/eyes/mascara')]),
    ]),
    item('Skincare', '/c/skincare', [item('Serums', '/c/skincare/serums')]),
    item('Brands', '/brands'),
  ],
  pages: [item('Customer service', '/info/customer-service')],
};

/** A page loader whose server answers with `answer(url)`. */
export function testPageLoader(firstPage: PageBase, answer: (url: string) => PageAnswer | Promise<PageAnswer>): PageLoader {
  return new PageLoader(
    {
      request: async (url) => answer(url),
      cache: createPageCache(null),
      progress: { start: () => undefined, advance: () => undefined, complete: () => undefined, reset: () => undefined },
      clientVersion: 'test-version',
      origin: window.location.origin,
      isAppShellStale: () => false,
      onAppShellData: () => undefined,
      onActualUrl: () => undefined,
      reloadForNewVersion: () => undefined,
      reportError: () => undefined,
    },
    firstPage,
  );
}

export function testServices(load: LoadRemoteModule, config = shellConfigFixture(), pageLoader = testPageLoader(pageFixture('/'), () => ({ kind: 'failure', status: 500 }))): ShellServices {
  return { config, registry: createComponentRegistry(config, load), pageLoader, firstPage: null, mainMenu: null, slotSchedule: everySlotDue };
}

export const idleProgress$ = () => new BehaviorSubject<LoadingProgressState>(idleProgress);

export function WithShell({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellContext.Provider value={services}>{children}</ShellContext.Provider>;
}
