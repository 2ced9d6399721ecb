/** The part of the Web Storage API the checkout uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A storage error falls back to memory: `storage` when it works, a map in memory when it throws (private
 * mode, quota, blocked cookies). What could not be written stays readable for the rest of the page's life.
 */
export function safeStorage(storage: () => KeyValueStorage | undefined): KeyValueStorage {
  const memory = new Map<string, string>();
  // Keys whose last write failed: memory has the newer value.
  const inMemoryOnly = new Set<string>();
  const attempt = (use: (target: KeyValueStorage) => string | null | void): { ok: boolean; value: string | null } => {
    try {
      const target = storage();
      if (!target) return { ok: false, value: null };
      return { ok: true, value: use(target) ?? null };
    } catch {
      return { ok: false, value: null };
    }
  };
  return {
    getItem(key) {
      if (inMemoryOnly.has(key)) return memory.get(key) ?? null;
      return attempt((target) => target.getItem(key)).value ?? memory.get(key) ?? null;
    },
    setItem(key, value) {
      memory.set(key, value);
      if (attempt((target) => target.setItem(key, value)).ok) inMemoryOnly.delete(key);
      else inMemoryOnly.add(key);
    },
    removeItem(key) {
      memory.delete(key);
      inMemoryOnly.delete(key);
      attempt((target) => target.removeItem(key));
    },
  };
}

/** The browser's localStorage behind the memory fallback; memory only where there is none (server, node tests). */
export const browserStorage = (): KeyValueStorage =>
  safeStorage(() => (typeof window === 'undefined' ? undefined : window.localStorage));

/** The JSON stored under `key`, when it parses and passes `isValid`. */
export function readJson<T>(storage: KeyValueStorage, key: string, isValid: (value: unknown) => value is T): T | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export const writeJson = (storage: KeyValueStorage, key: string, value: unknown): void =>
  storage.setItem(key, JSON.stringify(value));
