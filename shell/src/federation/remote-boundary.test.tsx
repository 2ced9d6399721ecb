import { render, screen } from '@testing-library/react';
import { appShell } from '@storefront/platform';
import { appShellFixture } from '../testing/shell-fixtures';
import { RemoteBoundary } from './remote-boundary';
import { RemoteLoadError } from './remote-load-error';

const Throws = ({ error }: { error: unknown }) => {
  throw error;
};

describe('RemoteBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    appShell.set(appShellFixture());
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('hands a page render error to the jserror recovery instead of showing the fallback', () => {
    const onRenderError = jest.fn();
    const error = new Error('page broke');
    render(
      <RemoteBoundary name="page" onRetry={jest.fn()} onRenderError={onRenderError}>
        {() => <Throws error={error} />}
      </RemoteBoundary>,
    );
    expect(onRenderError).toHaveBeenCalledWith(error);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the fallback with Retry when the page module could not be loaded', () => {
    const onRenderError = jest.fn();
    render(
      <RemoteBoundary name="page" onRetry={jest.fn()} onRenderError={onRenderError}>
        {() => <Throws error={new RemoteLoadError('catalog/StartPage', new Error('offline'))} />}
      </RemoteBoundary>,
    );
    expect(onRenderError).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('could not be shown');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
