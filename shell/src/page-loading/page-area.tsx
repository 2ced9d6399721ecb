import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../routing/router';
import { bus, useObservable, type PageBase } from '@storefront/platform';
import { focusMainContent } from '../a11y/focus-main';
import { useShell } from '../app/shell-context';
import { scrollPositions } from '../routing/scroll-positions';
import { applyPageDocument, applyTheme } from './page-document';
import { PageLoadFailure } from './page-load-failure';
import { HydratedPage } from './hydrated-page';
import { PageView } from './page-view';
import { scrollToHash } from './scroll-to-hash';

/** The content of <main>: the page on screen, or the load failure; scroll and focus after each navigation. */
export function PageArea() {
  const { pageLoader, firstPage, slotSchedule } = useShell();
  const state = useObservable(pageLoader.state$, pageLoader.state);
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef({ location, navigationType });
  current.current = { location, navigationType };
  const handled = useRef<typeof location | null>(null);

  const onRendered = useCallback((page: PageBase) => {
    // The server wrote the first page's title, meta data and canonical link into the document already; not its theme.
    if (handled.current === null && firstPage?.page === page) applyTheme(document.documentElement, page.currentTheme);
    else applyPageDocument(document, page);
    const { location: shown, navigationType: how } = current.current;
    // A cached copy and then the fresh page render for the same navigation: scroll and focus once.
    if (handled.current === shown) return;
    const isFirstPage = handled.current === null;
    handled.current = shown;
    // A not-found page is tracked under a path prefixed by /404.
    const trackedPath = `${page.componentName === 'PageNotFoundViewModel' ? '/404' : ''}${shown.pathname}${shown.search}`;
    bus.emit('page:navigated', { url: trackedPath, componentName: page.componentName });
    if (isFirstPage) {
      if (shown.hash) scrollToHash(window, shown.hash);
      // The first page is live: the other teams' parts of the frame may load now.
      slotSchedule.firstScreenShown();
      return;
    }
    if (how === 'POP') window.scrollTo(0, scrollPositions.get(shown.key) ?? 0);
    else if (!shown.hash || !scrollToHash(window, shown.hash)) window.scrollTo(0, 0);
    focusMainContent(document);
  }, [slotSchedule, firstPage]);

  const failure = state.loadFailure;
  // A first page that failed is the first screen too.
  useEffect(() => {
    if (failure) slotSchedule.firstScreenShown();
  }, [failure, slotSchedule]);
  if (failure && !failure.hadCachedPage) return <PageLoadFailure onRetry={() => pageLoader.retry()} />;
  // The document's own page, as its team rendered it: hydrated in place, not rendered again.
  const serverRendered = firstPage !== null && state.page === firstPage.page ? firstPage : null;
  return (
    <>
      {failure && <PageLoadFailure onRetry={() => pageLoader.retry()} />}
      {serverRendered && <HydratedPage page={serverRendered.page} html={serverRendered.html} onRendered={onRendered} />}
      {state.page && !serverRendered && <PageView page={state.page} onRendered={onRendered} />}
    </>
  );
}
