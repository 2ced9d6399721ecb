// The shell's server bundle (dist-server/frame.cjs), which the gateway loads at run time: the document's #root, the
// frame rendered around the page root its team rendered, as the browser will hydrate it.
import { renderToString } from 'react-dom/server';
import { BehaviorSubject } from 'rxjs';
import { appShell, type FrameRenderInput, type RenderFrame } from '@storefront/platform';
import { App } from '../app/app';
import { createComponentRegistry } from '../federation/component-registry';
import { everySlotDue } from '../federation/slot-schedule';
import { validMainMenu } from '../main-menu/use-main-menu';
import { idleProgress } from '../page-loading/loading-progress';
import { PageLoader, type PageLoaderDeps } from '../page-loading/page-loader';

const notOnTheServer = () => {
  throw new Error('The server renders one page; it loads none');
};

/** A page loader that holds the document's page: the server renders, it never navigates. */
const serverLoaderDeps: PageLoaderDeps = {
  request: notOnTheServer,
  cache: { get: () => undefined, put: () => undefined, clear: () => undefined, size: 0, keys: () => [] },
  progress: { start: () => undefined, advance: () => undefined, complete: () => undefined, reset: () => undefined },
  clientVersion: '',
  origin: 'http://localhost',
  isAppShellStale: () => false,
  onAppShellData: () => undefined,
  onActualUrl: () => undefined,
  reloadForNewVersion: () => undefined,
  reportError: () => undefined,
};

/** Synchronous, and the app shell store is this bundle's own: no two documents share it. */
export const renderFrame: RenderFrame = (input: FrameRenderInput) => {
  appShell.set(input.appShell);
  const pageFailure = input.pageFailure ? { url: input.url, status: input.pageFailure.status, hadCachedPage: false } : null;
  const pageLoader = new PageLoader(serverLoaderDeps, input.page, false, pageFailure);
  const registry = createComponentRegistry(input.config, () => new Promise(() => undefined));
  const firstPage = input.page && input.pageHtml !== null ? { page: input.page, html: input.pageHtml } : null;
  return renderToString(
    <App
      services={{ config: input.config, registry, pageLoader, firstPage, mainMenu: input.mainMenu && validMainMenu(input.mainMenu), slotSchedule: everySlotDue }}
      progress$={new BehaviorSubject(idleProgress)}
      serverLocation={input.url}
    />,
  );
};
