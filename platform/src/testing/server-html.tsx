import { act } from '@testing-library/react';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationBoundary } from '../react/hydration-boundary';

/** `children` rendered on the "server" into a container in the document, as the first HTML brings them. */
export function serverHtml(children: ReactNode): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(children);
  document.body.append(container);
  return container;
}

/**
 * Hydrates the container with `children` under a HydrationBoundary, in a transition as the shell does, and waits until
 * React is done; returns the errors React recovered from (a hydration mismatch is one).
 */
export async function hydrateUnderBoundary(container: HTMLElement, children: ReactNode): Promise<unknown[]> {
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    startTransition(() => {
      hydrateRoot(container, <HydrationBoundary>{children}</HydrationBoundary>, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });
  });
  return recoverableErrors;
}
