import { act, fireEvent, render, screen } from '@testing-library/react';
import { appShell, bus } from '@storefront/platform';
import { appShellFixture } from '../testing/shell-fixtures';
import { offlineWarningStorageKey } from './offline-warning';
import { NetworkErrorToast } from './network-error-toast';

describe('NetworkErrorToast', () => {
  beforeEach(() => {
    appShell.set(appShellFixture());
    localStorage.clear();
  });

  it('shows network errors with Retry and Ok, and retries the failed call', () => {
    const retry = jest.fn();
    render(<NetworkErrorToast onRetryPage={jest.fn()} />);
    act(() => bus.emit('network:error', { status: 503, url: '/api/x', retry }));
    expect(screen.getByText('Something went wrong while contacting the server.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    act(() => bus.emit('network:error', { status: 503, url: '/api/x', retry }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('is not shown for 401', () => {
    render(<NetworkErrorToast onRetryPage={jest.fn()} />);
    act(() => bus.emit('network:error', { status: 401, url: '/api/x' }));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('reloads the page on Retry when the event has no retry of its own', () => {
    const onRetryPage = jest.fn();
    render(<NetworkErrorToast onRetryPage={onRetryPage} />);
    act(() => bus.emit('network:error', { status: 500, url: '/api/x' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetryPage).toHaveBeenCalled();
  });

  it('rests the offline warning for an hour once dismissed', () => {
    jest.useFakeTimers();
    render(<NetworkErrorToast onRetryPage={jest.fn()} />);
    act(() => bus.emit('network:error', { status: 0, url: '/api/x' }));
    expect(screen.getByText('You seem to be offline. Please check your internet connection.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(localStorage.getItem(offlineWarningStorageKey)).not.toBeNull();
    act(() => void jest.advanceTimersByTime(300));
    act(() => bus.emit('network:error', { status: 0, url: '/api/x' }));
    act(() => void jest.advanceTimersByTime(300));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    act(() => bus.emit('network:error', { status: 500, url: '/api/x' }));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    jest.useRealTimers();
  });
});
