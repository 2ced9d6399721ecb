import { act } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationBoundary } from './hydration-boundary';
import { hydrateUnderBoundary, serverHtml } from '../testing/server-html';
import { useHydrated } from './use-hydrated';

/** What a slot does: the server's stand-in until hydrated, the client's part after; every render is noted. */
function ClientOnly({ renders }: { renders: boolean[] }) {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'client part' : 'stand-in'}</p>;
}

test('under a boundary, hydration meets the server markup, then the client part comes', async () => {
  const server: boolean[] = [];
  const container = serverHtml(<ClientOnly renders={server} />);
  expect(container.textContent).toBe('stand-in');

  const client: boolean[] = [];
  const recoverableErrors = await hydrateUnderBoundary(container, <ClientOnly renders={client} />);

  expect(recoverableErrors).toEqual([]);
  expect(container.textContent).toBe('client part');
  // Hydrated as false, then rendered once as true.
  expect(client).toEqual([false, true]);
});

test('the client part comes only after the hydrated tree has committed', async () => {
  const container = serverHtml(<ClientOnly renders={[]} />);
  const seenAtEffect: string[] = [];
  function Probe({ children }: { children: ReactNode }) {
    // Runs when the hydration commits, before the boundary's transition has rendered.
    useEffect(() => {
      seenAtEffect.push(container.textContent ?? '');
    }, []);
    return children;
  }
  await act(async () => {
    hydrateRoot(
      container,
      <HydrationBoundary>
        <Probe>
          <ClientOnly renders={[]} />
        </Probe>
      </HydrationBoundary>,
    );
  });
  expect(seenAtEffect).toEqual(['stand-in']);
  expect(container.textContent).toBe('client part');
});

test('without a boundary, a client render that hydrates nothing is hydrated at once', async () => {
  const container = document.createElement('div');
  const renders: boolean[] = [];
  await act(async () => {
    createRoot(container).render(<ClientOnly renders={renders} />);
  });
  expect(renders).toEqual([true]);
  expect(container.textContent).toBe('client part');
});

test('on the server it is false, with or without a boundary', () => {
  const renders: boolean[] = [];
  expect(renderToString(<ClientOnly renders={renders} />)).toBe('<p>stand-in</p>');
  expect(
    renderToString(
      <HydrationBoundary>
        <ClientOnly renders={renders} />
      </HydrationBoundary>,
    ),
  ).toBe('<p>stand-in</p>');
  expect(renders).toEqual([false, false]);
});
