import type { PageBase } from '@storefront/platform';

export interface CachedPage {
  page: PageBase;
  isPartial: boolean;
}

/** The page cache keeps 50 pages; its index is written at most every 100 ms (debounced). */
export const pageCacheLimit = 50;
export const pageCacheWriteDelayMs = 100;
export const pageCacheStorageKey = 'shell:page-cache';

export interface PageCache {
  get(url: string): CachedPage | undefined;
  put(url: string, page: PageBase, isPartial?: boolean): void;
  clear(): void;
  readonly size: number;
  keys(): string[];
}

/**
 * Least recently used pages by URL, in memory, with a copy in sessionStorage so a reload shows them at once.
 * A storage that throws (quota, private mode, disabled) leaves the cache in memory only.
 */
export function createPageCache(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  limit = pageCacheLimit,
): PageCache {
  const entries = new Map<string, CachedPage>();
  let usable = storage !== null;
  let writeTimer: ReturnType<typeof setTimeout> | undefined;

  const onStorageError = (error: unknown) => {
    usable = false;
    console.warn('Page cache storage failed; keeping pages in memory only', error);
  };

  if (storage) {
    try {
      const stored = storage.getItem(pageCacheStorageKey);
      const list = stored ? (JSON.parse(stored) as [string, CachedPage][]) : [];
      if (Array.isArray(list)) for (const [url, entry] of list.slice(-limit)) entries.set(url, entry);
    } catch (error) {
      onStorageError(error);
    }
  }

  const scheduleWrite = () => {
    if (!usable || !storage) return;
    clearTimeout(writeTimer);
    writeTimer = setTimeout(() => {
      try {
        storage.setItem(pageCacheStorageKey, JSON.stringify([...entries]));
      } catch (error) {
        onStorageError(error);
      }
    }, pageCacheWriteDelayMs);
  };

  return {
    get(url) {
      const entry = entries.get(url);
      if (!entry) return undefined;
      // Re-insert: a Map keeps insertion order, so the first key is always the least recently used.
      entries.delete(url);
      entries.set(url, entry);
      return entry;
    },
    put(url, page, isPartial = false) {
      // A partial page never replaces a full one.
      const existing = entries.get(url);
      if (isPartial && existing && !existing.isPartial) return;
      entries.delete(url);
      entries.set(url, { page, isPartial });
      while (entries.size > limit) entries.delete(entries.keys().next().value as string);
      scheduleWrite();
    },
    clear() {
      entries.clear();
      clearTimeout(writeTimer);
      if (!usable || !storage) return;
      try {
        storage.removeItem(pageCacheStorageKey);
      } catch (error) {
        onStorageError(error);
      }
    },
    get size() {
      return entries.size;
    },
    keys: () => [...entries.keys()],
  };
}

/** sessionStorage when the browser lets us touch it at all. */
export function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
