import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toast } from './toast';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

test('is a status message that hides after 4 s', () => {
  const onClose = jest.fn();
  render(<Toast isOpen message="Could not load the page" onClose={onClose} />);
  expect(screen.getByRole('status').textContent).toContain('Could not load the page');
  act(() => jest.advanceTimersByTime(3999));
  expect(onClose).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('hides after scrolling more than 75 px, not at 75', () => {
  scrollTo(100);
  const onClose = jest.fn();
  render(<Toast isOpen message="Offline" onClose={onClose} autoHideMs={60_000} />);
  scrollTo(175);
  expect(onClose).not.toHaveBeenCalled();
  scrollTo(176);
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('action buttons run their action and close the toast', () => {
  const onClose = jest.fn();
  const retry = jest.fn();
  render(
    <Toast
      isOpen
      message="Could not load the page"
      onClose={onClose}
      actions={[
        { label: 'Retry', onClick: retry },
        { label: 'Ok', onClick: () => undefined },
      ]}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledTimes(1);
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('does not hide while pointed at, and shows nothing when closed', () => {
  const onClose = jest.fn();
  const { rerender } = render(<Toast isOpen message="Saved" onClose={onClose} />);
  fireEvent.mouseEnter(screen.getByText('Saved').parentElement as HTMLElement);
  act(() => jest.advanceTimersByTime(10_000));
  expect(onClose).not.toHaveBeenCalled();

  rerender(<Toast isOpen={false} message="Saved" onClose={onClose} />);
  act(() => jest.advanceTimersByTime(200));
  expect(screen.getByRole('status').textContent).toBe('');
});
