import type { PageBase } from '@storefront/platform';
import { createPageCache, pageCacheStorageKey } from './page-cache';

const page = (url: string): PageBase => ({ componentName: 'CmsPageViewModel', url, meta: { title: url }, currentTheme: 'default' });

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('page cache', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the 50 most recently used pages', () => {
    const cache = createPageCache(null);
    for (let i = 0; i < 50; i++) cache.put(`/p/${i}`, page(`/p/${i}`));
    cache.get('/p/0'); // used again: now the newest
    cache.put('/p/50', page('/p/50'));
    expect(cache.size).toBe(50);
    expect(cache.get('/p/1')).toBeUndefined();
    expect(cache.get('/p/0')?.page.url).toBe('/p/0');
    expect(cache.get('/p/50')?.page.url).toBe('/p/50');
  });

  it('does not let a partial page replace a full one', () => {
    const cache = createPageCache(null);
    cache.put('/p/a', page('/p/a'));
    cache.put('/p/a', { ...page('/p/a'), meta: { title: 'partial' } }, true);
    expect(cache.get('/p/a')).toMatchObject({ isPartial: false, page: { meta: { title: '/p/a' } } });
  });

  it('writes a copy to storage after 100 ms and reads it back in a new cache', () => {
    const storage = new MemoryStorage();
    const cache = createPageCache(storage);
    cache.put('/brands', page('/brands'));
    expect(storage.getItem(pageCacheStorageKey)).toBeNull();
    jest.advanceTimersByTime(100);
    expect(createPageCache(storage).get('/brands')?.page.url).toBe('/brands');
  });

  it('falls back to memory when storage throws', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cache = createPageCache(storage);
    cache.put('/brands', page('/brands'));
    jest.advanceTimersByTime(100);
    expect(cache.get('/brands')?.page.url).toBe('/brands');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('clears memory and storage', () => {
    const storage = new MemoryStorage();
    const cache = createPageCache(storage);
    cache.put('/brands', page('/brands'));
    jest.advanceTimersByTime(100);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(storage.getItem(pageCacheStorageKey)).toBeNull();
  });
});
