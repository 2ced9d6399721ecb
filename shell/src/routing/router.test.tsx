import { act, render, screen } from '@testing-library/react';
import { createBrowserHistory, createMemoryHistory } from './history';
import { ShellRouter, useLocation, useNavigationType } from './router';

function Shown() {
  const location = useLocation();
  return (
    <p>
      {useNavigationType()} {location.pathname}
      {location.search}
      {location.hash}
    </p>
  );
}

describe('createBrowserHistory', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('keeps the entry state as react-router did: the shell state in usr, a key per entry and its place', () => {
    const history = createBrowserHistory(window);
    expect(window.history.state).toEqual({ idx: 0 });
    expect(history.location).toMatchObject({ pathname: '/', key: 'default', state: null });

    history.navigate('/c/makeup?page=2#top', { state: { linkId: 'hero' } });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/c/makeup?page=2#top');
    expect(window.history.state).toMatchObject({ usr: { linkId: 'hero' }, idx: 1 });
    expect(history.location).toMatchObject({ pathname: '/c/makeup', search: '?page=2', hash: '#top', state: { linkId: 'hero' } });
    expect(history.location.key).toBe(window.history.state.key);
    expect(history.action).toBe('PUSH');

    const before = history.location.key;
    history.navigate('/c/makeup?page=2#top', { replace: true });
    expect(window.history.state.idx).toBe(1);
    expect(history.location.key).not.toBe(before);
    expect(history.action).toBe('REPLACE');
  });

  it('tells its listeners about back and forward, with the same location object until the next change', () => {
    const history = createBrowserHistory(window);
    const listener = jest.fn();
    const stop = history.listen(listener);
    history.navigate('/brands');
    const shown = history.location;
    expect(history.location).toBe(shown);
    window.history.replaceState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(history.action).toBe('POP');
    expect(history.location.pathname).toBe('/');
    stop();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('ShellRouter', () => {
  it('renders the history location and follows navigations', async () => {
    const history = createMemoryHistory('/start?x=1');
    render(
      <ShellRouter history={history}>
        <Shown />
      </ShellRouter>,
    );
    expect(screen.getByText('POP /start?x=1')).toBeTruthy();
    await act(async () => history.navigate('/p/lipstick#reviews'));
    expect(screen.getByText('PUSH /p/lipstick#reviews')).toBeTruthy();
  });
});
