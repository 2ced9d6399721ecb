import { act, render } from '@testing-library/react';
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
