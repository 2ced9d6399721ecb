import { Suspense, useCallback, useEffect, useState } from 'react';
import { SlotRendererContext, useObservable, usePhrase } from '@storefront/platform';
import type { BehaviorSubject } from 'rxjs';
import { Header } from '../header/header';
import { useMainMenu } from '../main-menu/use-main-menu';
import { NetworkErrorToast } from '../network-error-toast/network-error-toast';
import { fatalError$ } from '../page-loading/fatal-error';
import { FatalErrorScreen } from '../page-loading/fatal-error-screen';
import { LoadingBar } from '../page-loading/loading-bar';
import type { LoadingProgressState } from '../page-loading/loading-progress';
import { PageArea } from '../page-loading/page-area';
import { recoverFromRenderError } from '../page-loading/recover-from-render-error';
import { renderSlot, Slot } from '../federation/slot';
import { Footer } from '../footer/footer';
import { createBrowserHistory, createMemoryHistory, type Location } from '../routing/history';
import { ShellRouter, useNavigate } from '../routing/router';
import { scrollPositions } from '../routing/scroll-positions';
import { useActualUrl } from '../routing/use-actual-url';
import { useHistoryPageLoads } from '../routing/use-history-page-loads';
import { useLinkInterception } from '../routing/use-link-interception';
import { useLinkPrefetch } from '../routing/use-link-prefetch';
import { useNavigateRequests } from '../routing/use-navigate-requests';
import { useBreakpointCookie } from '../startup/use-breakpoint-cookie';
import { AppErrorBoundary } from './app-error-boundary';
import { LazyCountrySelector, LazyMobileMenu } from './lazy-parts';
import { ShellContext, useShell, type ShellServices } from './shell-context';
import { SkipLink } from './skip-link';
import { useDocumentLanguage } from './use-document-language';
import { useLayout } from './use-layout';
import './app.css';

function Layout({ progress$ }: { progress$: BehaviorSubject<LoadingProgressState> }) {
  const { pageLoader, registry, mainMenu } = useShell();
  const t = usePhrase();
  const navigate = useNavigate();
  const saveScroll = useCallback((left: Location) => scrollPositions.save(left.key, window.scrollY), []);
  useLinkInterception(navigate);
  useLinkPrefetch(pageLoader, registry);
  useNavigateRequests(navigate);
  useActualUrl(navigate);
  useHistoryPageLoads(pageLoader, saveScroll);
  useBreakpointCookie();
  useDocumentLanguage();
  // The shell is live (hydrated or rendered): what the e2e journeys wait for before they click.
  useEffect(() => document.getElementById('root')?.setAttribute('data-live', ''), []);

  const { isDesktop } = useLayout();
  const state = useObservable(pageLoader.state$, pageLoader.state);
  const menu = useMainMenu(mainMenu);
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [countrySelectorOpen, setCountrySelectorOpen] = useState(false);
  // Overlays mount on first use and stay, so they can animate closed.
  const [mobileMenuUsed, setMobileMenuUsed] = useState(false);
  const [countrySelectorUsed, setCountrySelectorUsed] = useState(false);
  const isCheckout = state.page?.layout === 'checkout';
  const openCountrySelector = useCallback(() => {
    setCountrySelectorUsed(true);
    setCountrySelectorOpen(true);
  }, []);
  const openMobileMenu = useCallback(() => {
    setMobileMenuUsed(true);
    setMobileMenuOpen(true);
  }, []);

  return (
    <>
      <noscript>
        <p className="s_NoScript">{t('/NoScript/Message')}</p>
      </noscript>
      <SkipLink />
      <LoadingBar progress$={progress$} />
      <Slot name="shell:top-bar" quiet />
      <Header
        menu={menu}
        isCheckout={isCheckout}
        isMobileMenuOpen={mobileMenuOpen}
        onOpenMobileMenu={openMobileMenu}
        onOpenCountrySelector={openCountrySelector}
      />
      {!isDesktop && mobileMenuUsed && (
        <Suspense fallback={null}>
          <LazyMobileMenu isOpen={mobileMenuOpen} onClose={() => setMobileMenuOpen(false)} menu={menu} showLanguages={!isCheckout} />
        </Suspense>
      )}
      <main id="main-content" className="s_Main" tabIndex={-1} aria-busy={state.isLoading}>
        <PageArea />
      </main>
      {!isCheckout && !state.page?.hideFooter && <Footer onOpenCountrySelector={openCountrySelector} />}
      {countrySelectorUsed && (
        <Suspense fallback={null}>
          <LazyCountrySelector isOpen={countrySelectorOpen} onClose={() => setCountrySelectorOpen(false)} />
        </Suspense>
      )}
      <NetworkErrorToast onRetryPage={() => void pageLoader.retry()} />
      <Slot name="shell:overlays" quiet />
    </>
  );
}

export interface AppProps {
  services: ShellServices;
  progress$: BehaviorSubject<LoadingProgressState>;
  /** On the server: the address rendered (in the browser the history reads the window's). */
  serverLocation?: string;
}

/** The shell: header, the page from its remote, footer; the fatal error screen when recovery has run out. */
export function App({ services, progress$, serverLocation }: AppProps) {
  const [history] = useState(() => (serverLocation === undefined ? createBrowserHistory(window) : createMemoryHistory(serverLocation)));
  const fatal = useObservable(fatalError$, fatalError$.getValue());
  if (fatal) return <FatalErrorScreen />;
  return (
    <ShellContext.Provider value={services}>
      <SlotRendererContext.Provider value={renderSlot}>
        <AppErrorBoundary onError={(error) => void recoverFromRenderError(error, () => services.pageLoader.clearCache())}>
          <ShellRouter history={history}>
            <Layout progress$={progress$} />
          </ShellRouter>
        </AppErrorBoundary>
      </SlotRendererContext.Provider>
    </ShellContext.Provider>
  );
}
