import type { AppShellData } from './types';
import { createAppShellStore } from './app-shell-store';

const data = { currentTheme: 'default', languagePhrases: {} } as unknown as AppShellData;

test('starts empty, then hands out what the shell set, to current and late subscribers', () => {
  const store = createAppShellStore();
  const seen: (AppShellData | null)[] = [];
  store.data$.subscribe((value) => seen.push(value));
  expect(store.get()).toBeNull();

  store.set(data);

  expect(store.get()).toBe(data);
  expect(seen).toEqual([null, data]);
  let late: AppShellData | null = null;
  store.data$.subscribe((value) => (late = value)).unsubscribe();
  expect(late).toBe(data);
});
