import { backendsFor } from './describe-on-each-backend';
import type { TestBackend } from './test-backends';

const backend = (name: TestBackend['name']): TestBackend => ({ name, open: () => Promise.reject(new Error('not opened here')) });

test("a suite checks the database on every backend, HTTP only on PGlite, and what several connections show on PostgreSQL alone", () => {
  const both = [backend('pglite'), backend('postgres')];
  expect(backendsFor(both).map((each) => each.name)).toEqual(['pglite', 'postgres']);
  expect(backendsFor(both, 'database').map((each) => each.name)).toEqual(['pglite', 'postgres']);
  expect(backendsFor(both, 'http').map((each) => each.name)).toEqual(['pglite']);
  expect(backendsFor([backend('pglite')], 'http').map((each) => each.name)).toEqual(['pglite']);
  expect(backendsFor(both, 'locks').map((each) => each.name)).toEqual(['postgres']);
  expect(backendsFor([backend('pglite')], 'locks')).toEqual([]);
});
