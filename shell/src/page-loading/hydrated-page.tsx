import { startTransition, useEffect, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { HydrationBoundary, PageRoot, pageRootElementId, pageRootIdentifierPrefix, SlotRendererContext, type PageBase, type PageRootProps } from '@storefront/platform';
import { ShellContext, useShell } from '../app/shell-context';
import { renderSlot } from '../federation/slot';

/**
 * The page root, marked live once hydrated (what the e2e journeys wait for), and then said to be rendered; it adds no
 * markup of its own.
 */
function LivePageRoot({ onLive, ...props }: PageRootProps & { onLive: () => void }) {
  useEffect(() => {
    document.getElementById(pageRootElementId)?.setAttribute('data-live', '');
    onLive();
  }, [onLive]);
  return <PageRoot {...props} />;
}

export interface HydratedPageProps {
  page: PageBase;
  /** The page root's HTML as its team rendered it into the document. */
  html: string;
  onRendered: (page: PageBase) => void;
}

/**
 * The document's first page: the HTML its team rendered stays in place, and once the page's code has arrived it
 * becomes a React root of its own, hydrated (ARCHITECTURE.md, "First paint"). Nothing is rendered twice, nothing moves;
 * until then its links already work, through the shell's link interception.
 */
export function HydratedPage({ page, html, onRendered }: HydratedPageProps) {
  const services = useShell();
  const element = useRef<HTMLDivElement>(null);
  const latest = useRef({ services, onRendered });

  useEffect(() => {
    const { services: shell, onRendered: rendered } = latest.current;
    let active = true;
    let root: Root | null = null;
    shell.registry.loadComponent(page.componentName).then(
      ({ default: Component }) => {
        const container = element.current;
        if (!active || !container) return;
        // A transition, as the shell's own hydration: in slices that let the browser paint and answer between them.
        startTransition(() => {
          root = hydrateRoot(
            container,
            <ShellContext.Provider value={shell}>
              <SlotRendererContext.Provider value={renderSlot}>
                <HydrationBoundary>
                  <LivePageRoot Component={Component} page={page} onLive={() => rendered(page)} />
                </HydrationBoundary>
              </SlotRendererContext.Provider>
            </ShellContext.Provider>,
            {
              identifierPrefix: pageRootIdentifierPrefix,
              onRecoverableError: (error, info) => console.error(`The ${page.componentName} page did not hydrate as rendered`, error, info.componentStack),
            },
          );
        });
      },
      (error: unknown) => {
        // The page stays as its team rendered it (links and forms without script still work).
        console.error(`The ${page.componentName} page's code could not be loaded`, error);
        if (active) rendered(page);
      },
    );
    return () => {
      active = false;
      // Not while the shell's root is committing: the page root goes right after.
      const leaving = root;
      if (leaving) setTimeout(() => leaving.unmount(), 0);
    };
  }, [page]);

  // React leaves the inner HTML alone as long as `html` is the same string: the page root owns it.
  return <div id={pageRootElementId} ref={element} dangerouslySetInnerHTML={{ __html: html }} />;
}
