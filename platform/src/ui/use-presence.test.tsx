import { act, render } from '@testing-library/react';
import { usePresence } from './use-presence';

function Probe({ isOpen }: { isOpen: boolean }) {
  const { isMounted, state } = usePresence(isOpen);
  return <p>{isMounted ? state : 'unmounted'}</p>;
}

test('stays mounted in the closing state for 200 ms after closing', () => {
  jest.useFakeTimers();
  try {
    const { container, rerender } = render(<Probe isOpen={false} />);
    expect(container.textContent).toBe('unmounted');
    rerender(<Probe isOpen />);
    expect(container.textContent).toBe('open');
    rerender(<Probe isOpen={false} />);
    expect(container.textContent).toBe('closing');
    act(() => jest.advanceTimersByTime(199));
    expect(container.textContent).toBe('closing');
    act(() => jest.advanceTimersByTime(1));
    expect(container.textContent).toBe('unmounted');
  } finally {
    jest.useRealTimers();
  }
});
