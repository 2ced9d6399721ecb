import { decideRenderErrorRecovery, urlWithJsError } from './render-error-recovery';

describe('render error recovery', () => {
  it('reloads with jserror=1 on the first render error', () => {
    expect(decideRenderErrorRecovery(null)).toEqual({ action: 'reload', jsError: 1, clearCaches: false });
  });

  it('clears caches and reloads with jserror=2 on the second', () => {
    expect(decideRenderErrorRecovery('1')).toEqual({ action: 'reload', jsError: 2, clearCaches: true });
  });

  it('shows the fatal error screen after that', () => {
    expect(decideRenderErrorRecovery('2')).toEqual({ action: 'fatal' });
  });

  it('starts over for a marker it does not know', () => {
    expect(decideRenderErrorRecovery('banana')).toMatchObject({ action: 'reload', jsError: 1 });
  });

  it('sets the marker on the current URL, keeping the rest', () => {
    expect(urlWithJsError('https://shop.test/c/makeup?page=2#top', 2)).toBe('https://shop.test/c/makeup?page=2&jserror=2#top');
    expect(urlWithJsError('https://shop.test/?jserror=1', 2)).toBe('https://shop.test/?jserror=2');
  });
});
