import { createLoadingProgress, type LoadingProgressState } from './loading-progress';

describe('loading progress', () => {
  let seen: LoadingProgressState[];
  beforeEach(() => {
    jest.useFakeTimers();
    seen = [];
  });
  afterEach(() => jest.useRealTimers());

  it('shows nothing for a load that ends within 300 ms', () => {
    const progress = createLoadingProgress((state) => seen.push(state));
    progress.start();
    progress.advance(0.33);
    jest.advanceTimersByTime(299);
    progress.advance(0.67);
    progress.complete();
    jest.advanceTimersByTime(1000);
    expect(seen.filter((state) => state.spinner !== 'hidden')).toEqual([]);
  });

  it('goes 0.33, 0.67, 1 once shown after 300 ms, then resets', () => {
    const progress = createLoadingProgress((state) => seen.push(state));
    progress.start();
    progress.advance(0.33);
    jest.advanceTimersByTime(300);
    expect(seen.at(-1)).toEqual({ spinner: 'communicating', progress: 0.33 });
    progress.advance(0.67);
    expect(seen.at(-1)).toEqual({ spinner: 'communicating', progress: 0.67 });
    progress.complete();
    expect(seen.at(-1)).toEqual({ spinner: 'visible', progress: 1 });
    jest.advanceTimersByTime(200);
    expect(seen.at(-1)).toEqual({ spinner: 'hidden', progress: 0 });
  });

  it('shows the waiting state when the request has not been sent after 300 ms', () => {
    const progress = createLoadingProgress((state) => seen.push(state));
    progress.start();
    jest.advanceTimersByTime(300);
    expect(seen.at(-1)).toEqual({ spinner: 'visible', progress: 0 });
  });

  it('resets at once on failure or abort and never shows afterwards', () => {
    const progress = createLoadingProgress((state) => seen.push(state));
    progress.start();
    progress.advance(0.33);
    jest.advanceTimersByTime(400);
    progress.reset();
    expect(seen.at(-1)).toEqual({ spinner: 'hidden', progress: 0 });
    jest.advanceTimersByTime(1000);
    expect(seen.at(-1)).toEqual({ spinner: 'hidden', progress: 0 });
  });
});
