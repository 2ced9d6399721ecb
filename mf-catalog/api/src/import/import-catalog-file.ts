import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { embeddedStatisticsTarget, type Database } from '@storefront/platform/server';
import type { FeedProduct } from './feed-product';
import { detectFormat, readFeed, type FeedFormat } from './read-feed';
import { refreshSearchSummariesInSteps } from '../search/refresh-search-data';
import { syntheticCopy } from './synthetic-copy';
import { batchesLasting, embeddedBatchMs, fixedBatches, type BatchSizes } from './batch-sizes';
import { stepsGivingWay, type ImportStep } from './import-step';
import { writeBatch } from './write-batch';
import { makeKeptPagesOld } from '../pages/page-cache';

export interface ImportProgress {
  bytesRead: number;
  totalBytes: number;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  failed: number;
  seconds: number;
}

export interface ImportOptions {
  file: string;
  format?: FeedFormat;
  /** Imports the file this many times with derived keys and names (scale tests); 1 by default. */
  syntheticMultiple?: number;
  /** Products per transaction, always; by default `defaultBatchSizes` of the database. */
  batchSize?: number;
  /** 'YYYY-MM-DD': launch date of products whose feed has none. */
  today: string;
  onProgress?: (progress: ImportProgress) => void;
  onFailure?: (line: number, reason: string) => void;
  /** Tests: stop (as if killed) after this many committed batches. */
  stopAfterBatches?: number;
  /** Stops the run after the batch being written (the caller went away): whole batches stay, the next run resumes. */
  signal?: AbortSignal;
  /**
   * Called between the run's steps (batches, the final refreshes) with the time the step before took: resolves when
   * the import may go on. A running store's catalog server lets the pages under way finish first (ShoppersFirst).
   */
  giveWay?: (lastStepMs: number) => Promise<void>;
}

export interface ImportSummary extends ImportProgress {
  runId: number;
  format: FeedFormat;
  resumedAfterLine: number;
  failures: { line: number; reason: string }[];
}

/** Lines of one pass through the file are numbered apart from the next pass's, so a resumed run knows where it was. */
const passStride = 10_000_000;

async function fileHash(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function firstLine(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  } finally {
    await handle.close();
  }
}

export class ImportStopped extends Error {}

/** The file is none of the formats the import reads. */
export class UnreadableFeed extends Error {}

/**
 * Products per batch. The embedded database runs in the catalog server's one thread and a batch holds it for its whole
 * transaction: 500 products took 400-700 ms in a running store, during which the server answered nobody; there each
 * batch is sized to last about `embeddedBatchMs`. PostgreSQL serves other connections beside a transaction, so there
 * larger batches only save round trips.
 */
export const defaultBatchSizes = (db: Database): BatchSizes => (db.kind === 'pglite' ? batchesLasting(embeddedBatchMs) : fixedBatches(500));

const importedTables = ['products', 'variants', 'variant_prices', 'variant_stock', 'product_tags', 'search_entries', 'search_terms', 'search_words', 'imported_products', 'imported_variants'];

/**
 * Fresh planner statistics. `rough`, while the import runs: a table per step, from a tenth of the sample (the planner
 * needs the tables' new sizes, not fine value statistics). At the end a column per step: a whole table's ANALYZE of
 * search_entries took 1.3 s at ten times the Sephora feed; on the embedded database at a lower target
 * (`embeddedStatisticsTarget`, the platform's).
 */
async function analyzeImportedTables(db: Database, step: ImportStep, rough: boolean): Promise<void> {
  for (const table of importedTables) {
    if (rough) {
      await step(() => analyze(db, table, 10));
      continue;
    }
    const columns = await db.query<{ name: string }>(
      'SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum',
      [table],
    );
    const target = db.kind === 'pglite' ? embeddedStatisticsTarget : undefined;
    for (const { name } of columns) await step(() => analyze(db, `${table} ("${name.replace(/"/g, '""')}")`, target));
  }
}

/** ANALYZE of `what` (a table, or a table and its column) in a transaction of its own, at statistics `target` if given. */
function analyze(db: Database, what: string, target?: number): Promise<void> {
  return db.transaction(async (tx) => {
    if (target !== undefined) await tx.exec(`SET LOCAL default_statistics_target = ${target}`);
    await tx.exec(`ANALYZE ${what}`);
  });
}

/**
 * Imports a product feed: batches of products, each batch in one transaction with the run's progress, so a killed
 * import leaves whole batches only and the next run of the same file (same content, same multiple) resumes after
 * the last committed line. Rows that cannot be imported are reported with their line and skipped.
 */
export async function importCatalogFile(db: Database, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const format = options.format ?? detectFormat(options.file, await firstLine(options.file));
  if (!format) throw new UnreadableFeed(`${basename(options.file)}: not a feed this import reads (Sephora CSV, Makeup API CSV or catalog JSON Lines)`);
  const multiple = options.syntheticMultiple ?? 1;
  const batchSizes = options.batchSize ? fixedBatches(options.batchSize) : defaultBatchSizes(db);
  const hash = `${await fileHash(options.file)}:${format}:x${multiple}`;
  const totalBytes = (await stat(options.file)).size * multiple;
  const [unfinished] = await db.query<{ id: string; committed_line: number; inserted: number; updated: number; unchanged: number; failed: number }>(
    'SELECT id, committed_line, inserted, updated, unchanged, failed FROM import_runs WHERE file_hash = $1 AND finished_at IS NULL ORDER BY id DESC LIMIT 1',
    [hash],
  );
  const run =
    unfinished ??
    (await db.query<{ id: string; committed_line: number; inserted: number; updated: number; unchanged: number; failed: number }>(
      `INSERT INTO import_runs (source, file_name, file_hash) VALUES ($1, $2, $3)
       RETURNING id, committed_line, inserted, updated, unchanged, failed`,
      [format, basename(options.file), hash],
    ))[0]!;
  const resumedAfterLine = run.committed_line;
  const progress: ImportProgress = {
    bytesRead: 0,
    totalBytes,
    read: 0,
    inserted: run.inserted,
    updated: run.updated,
    unchanged: run.unchanged,
    failed: run.failed,
    seconds: 0,
  };
  const failures: { line: number; reason: string }[] = [];
  let batch = new Map<string, FeedProduct>();
  let batchFailures = 0;
  let batches = 0;
  const report = () => options.onProgress?.({ ...progress, seconds: (performance.now() - started) / 1000 });
  const step = stepsGivingWay(options.giveWay);

  const commit = async (position: number) => {
    const products = [...batch.values()];
    const failedInBatch = batchFailures;
    let changedProducts = 0;
    const ms = await step(() => db.transaction(async (tx) => {
      // A GIN index's new entries wait in a pending list that the insert which fills it past this limit merges, all
      // at once: 4 MB by default, half a second of one batch at ten times the feed. Smaller lists, merged more often.
      await tx.exec('SET LOCAL gin_pending_list_limit = 512');
      // New products leave the pages shoppers are shown kept (017-pages-kept-through-new-products.sql).
      await tx.exec(`SET LOCAL catalog.pages_kept = 'on'`);
      const counts = await writeBatch(tx, products, options.today);
      changedProducts = counts.updated;
      await tx.query(
        `UPDATE import_runs SET committed_line = $2, inserted = inserted + $3, updated = updated + $4,
                unchanged = unchanged + $5, failed = failed + $6 WHERE id = $1`,
        [run.id, position, counts.inserted, counts.updated, counts.unchanged, failedInBatch],
      );
      progress.inserted += counts.inserted;
      progress.updated += counts.updated;
      progress.unchanged += counts.unchanged;
    }));
    batchSizes.took(products.length, ms);
    // Products that pages show changed: once committed, so that no page is made again from the rows before.
    if (changedProducts > 0) await makeKeptPagesOld(db);
    progress.failed += failedInBatch;
    batch = new Map();
    batchFailures = 0;
    batches++;
    // Fresh statistics as the tables grow (after batches 1, 2, 4, 8 …), or the planner keeps the plans it made for
    // empty tables and each batch gets slower.
    if ((batches & (batches - 1)) === 0) await analyzeImportedTables(db, step, true);
    report();
    if (options.stopAfterBatches !== undefined && batches >= options.stopAfterBatches) throw new ImportStopped('stopped');
    if (options.signal?.aborted) throw new ImportStopped('stopped: the import was cancelled');
  };

  let position = 0;
  for (let pass = 0; pass < multiple; pass++) {
    const passStart = pass * passStride;
    for await (const record of readFeed(options.file, format, { onBytes: (bytes) => (progress.bytesRead += bytes) })) {
      position = passStart + record.line;
      if (position <= resumedAfterLine) continue;
      progress.read++;
      if ('error' in record) {
        failures.push({ line: record.line, reason: record.error });
        batchFailures++;
        options.onFailure?.(record.line, record.error);
      } else {
        const product = pass === 0 ? record.product : syntheticCopy(record.product, pass);
        batch.set(product.sourceKey, product);
      }
      if (batch.size >= batchSizes.next()) await commit(position);
    }
  }
  if (batch.size > 0 || batchFailures > 0) await commit(position);
  await refreshSearchSummariesInSteps(db, step);
  await db.query('UPDATE import_runs SET finished_at = now() WHERE id = $1', [run.id]);
  // Listings show the new products as soon as the command returns.
  await makeKeptPagesOld(db);
  await analyzeImportedTables(db, step, false);
  report();
  return { ...progress, seconds: (performance.now() - started) / 1000, runId: Number(run.id), format, resumedAfterLine, failures };
}
