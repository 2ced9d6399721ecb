// @slow: it imports the whole Sephora feed (jest.sequencer.cjs).
import { migrate, type Database } from '@storefront/platform/server';
import { catalogMigrations } from '../db/catalog-database';
import { importCatalogFile } from '../import/import-catalog-file';
import { catalogTestBackends } from '../testing/catalog-test-backends';
import { describeWithSephoraFeed, sephoraFeed } from '../testing/sephora-feed';
import { runRelevance, top3Share, type RelevanceOutcome } from './run-relevance';

// The relevance suite runs on the real Sephora catalog (see sephora-feed.ts).
describeWithSephoraFeed('search relevance on the imported Sephora catalog (embedded database)', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let outcomes: RelevanceOutcome[];

  beforeAll(async () => {
    const backend = catalogTestBackends().find((candidate) => candidate.name === 'pglite')!;
    ({ db, dispose } = await backend.open());
    await migrate(db, catalogMigrations);
    // In steps of 500 products, not the embedded database's 25: nobody shops while this import runs.
    await importCatalogFile(db, { file: sephoraFeed, today: '2026-11-24', batchSize: 500 });
    outcomes = await runRelevance(db, '2026-11-24');
  }, 240_000);
  afterAll(() => dispose?.());

  test('at least 40 queries, and at least 90% find their expected product in the top 3', () => {
    const misses = outcomes.filter((outcome) => outcome.position === null || outcome.position > 3).map((outcome) => `${outcome.q}: ${outcome.position} ${outcome.top3.join(' | ')}`);
    expect(outcomes.length).toBeGreaterThanOrEqual(40);
    expect({ share: top3Share(outcomes) >= 0.9, misses }).toEqual({ share: true, misses: expect.any(Array) });
  });

  test('at least 85% find their expected product first', () => {
    // ts_rank: 44 of 49 (text-match.ts); ts_rank_cd, which counts every occurrence of every synonym: 37.
    const notFirst = outcomes.filter((outcome) => outcome.position !== 1).map((outcome) => `${outcome.q}: ${outcome.position} ${outcome.top3.join(' | ')}`);
    expect({ share: (outcomes.length - notFirst.length) / outcomes.length >= 0.85, notFirst }).toEqual({ share: true, notFirst: expect.any(Array) });
  });

  test('every query finds its expected product in the top 10', () => {
    expect(outcomes.filter((outcome) => outcome.position === null).map((outcome) => outcome.q)).toEqual([]);
  });
});
