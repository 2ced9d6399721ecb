import { readJson, safeStorage, writeJson, type KeyValueStorage } from './safe-storage';

function aMapStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

test('writes through to the storage when it works', () => {
  const target = aMapStorage();
  const storage = safeStorage(() => target);
  storage.setItem('customerinfo', '{}');
  expect(target.values.get('customerinfo')).toBe('{}');
  target.values.set('customerinfo', '{"email":"a@b.se"}');
  expect(storage.getItem('customerinfo')).toBe('{"email":"a@b.se"}');
});

test('falls back to memory when the storage throws', () => {
  const storage = safeStorage(() => throwing);
  expect(storage.getItem('customerinfo')).toBeNull();
  storage.setItem('customerinfo', '{}');
  expect(storage.getItem('customerinfo')).toBe('{}');
  storage.removeItem('customerinfo');
  expect(storage.getItem('customerinfo')).toBeNull();
});

test('a write that fails keeps the newer value readable even though the storage still has an older one', () => {
  const target = aMapStorage();
  const storage = safeStorage(() => target);
  storage.setItem('paymentmethod', '"card"');
  target.setItem = () => {
    throw new Error('QuotaExceededError');
  };
  storage.setItem('paymentmethod', '"invoice"');
  expect(storage.getItem('paymentmethod')).toBe('"invoice"');
});

test('no storage at all (no window) is memory only', () => {
  const storage = safeStorage(() => undefined);
  storage.setItem('a', '1');
  expect(storage.getItem('a')).toBe('1');
});

test('readJson returns null for what does not parse or does not pass the check', () => {
  const storage = safeStorage(() => aMapStorage());
  const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every((item) => typeof item === 'number');
  writeJson(storage, 'ids', [1, 2]);
  expect(readJson(storage, 'ids', isNumberList)).toEqual([1, 2]);
  storage.setItem('ids', '{not json');
  expect(readJson(storage, 'ids', isNumberList)).toBeNull();
  writeJson(storage, 'ids', ['x']);
  expect(readJson(storage, 'ids', isNumberList)).toBeNull();
  expect(readJson(storage, 'missing', isNumberList)).toBeNull();
});
