import { Suspense, useEffect, useRef } from 'react';
import type { PageBase } from '@storefront/platform';
import { useShell } from '../app/shell-context';
import { RemoteBoundary } from '../federation/remote-boundary';
import { RemoteComponent } from '../federation/remote-component';
import { RemoteLoading } from '../federation/remote-loading';
import { recoverFromRenderError } from './recover-from-render-error';

/** Suspends together with the page component, so its effect runs once the page is really on screen. */
function AfterRender({ page, onRendered }: { page: PageBase; onRendered: (page: PageBase) => void }) {
  const latest = useRef(onRendered);
  latest.current = onRendered;
  useEffect(() => latest.current(page), [page]);
  return null;
}

export interface PageViewProps {
  page: PageBase;
  /** Runs once the page's remote component has rendered (scroll, focus, document title). */
  onRendered: (page: PageBase) => void;
}

/** Renders a page by its componentName through the component registry, inside its own error boundary. */
export function PageView({ page, onRendered }: PageViewProps) {
  const { registry, pageLoader } = useShell();
  const id = registry.idOfComponent(page.componentName) ?? `unknown/${page.componentName}`;
  return (
    <RemoteBoundary
      key={page.url}
      name={`page ${page.componentName}`}
      onRetry={() => registry.forget(id)}
      onRenderError={(error) => void recoverFromRenderError(error, () => pageLoader.clearCache())}
    >
      {(attempt) => (
        <Suspense fallback={<RemoteLoading />}>
          <RemoteComponent registry={registry} id={id} attempt={attempt} load={() => registry.loadComponent(page.componentName)} props={{ page }} />
          <AfterRender page={page} onRendered={onRendered} />
        </Suspense>
      )}
    </RemoteBoundary>
  );
}
