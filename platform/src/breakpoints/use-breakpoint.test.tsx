import { act, render } from '@testing-library/react';
import { useHydrated } from '../react/use-hydrated';
import { hydrateUnderBoundary, serverHtml } from '../testing/server-html';
import { useBreakpoint } from './use-breakpoint';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function Show() {
  return <p>{useBreakpoint()}</p>;
}

test('follows the window width across breakpoints', () => {
  resizeTo(400);
  const { container } = render(<Show />);
  expect(container.textContent).toBe('Micro');
  act(() => resizeTo(1000));
  expect(container.textContent).toBe('Medium');
  act(() => resizeTo(200));
  expect(container.textContent).toBe('Init');
});

describe('with media queries', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });

  /** A window whose media queries answer for `width`; reading innerWidth (which lays the page out) fails the test. */
  function mediaWindow(initialWidth: number) {
    let width = initialWidth;
    const lists: { minWidth: number; listeners: Set<() => void>; matches: boolean }[] = [];
    window.matchMedia = ((query: string) => {
      const minWidth = Number(/\(min-width: (\d+)px\)/.exec(query)?.[1]);
      const listeners = new Set<() => void>();
      const list = {
        minWidth,
        listeners,
        get matches() {
          return width >= minWidth;
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      };
      lists.push(list);
      return list;
    }) as unknown as typeof window.matchMedia;
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      get: () => {
        throw new Error('innerWidth was read');
      },
    });
    return {
      lists,
      resizeTo(next: number) {
        const crossed = lists.filter((list) => next >= list.minWidth !== width >= list.minWidth);
        width = next;
        for (const list of crossed) for (const listener of list.listeners) listener();
      },
    };
  }

  test('follows the width through media queries and never reads innerWidth', () => {
    const media = mediaWindow(400);
    const { container, unmount } = render(<Show />);
    expect(container.textContent).toBe('Micro');
    act(() => media.resizeTo(1000));
    expect(container.textContent).toBe('Medium');
    act(() => media.resizeTo(1300));
    expect(container.textContent).toBe('Large');
    act(() => media.resizeTo(200));
    expect(container.textContent).toBe('Init');
    expect(media.lists.map((list) => list.minWidth).sort((a, b) => a - b)).toEqual([320, 480, 768, 992, 1200, 1560, 3120]);
    unmount();
    expect(media.lists.every((list) => list.listeners.size === 0)).toBe(true);
  });
});

test('under a hydration boundary, the width comes with the boundary, not in a render of its own', async () => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 });
  const renders: string[] = [];
  function Both() {
    const text = `${String(useHydrated())} ${useBreakpoint()}`;
    renders.push(text);
    return <p>{text}</p>;
  }
  const container = serverHtml(<Both />);
  expect(container.textContent).toBe('false Init');
  renders.length = 0;

  const recoverableErrors = await hydrateUnderBoundary(container, <Both />);

  expect(recoverableErrors).toEqual([]);
  // No render with the width before the boundary says hydrated: that one would be synchronous.
  expect(renders).toEqual(['false Init', 'true Micro']);
  expect(container.textContent).toBe('true Micro');
});
