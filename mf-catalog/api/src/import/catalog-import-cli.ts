// `npm run catalog:import -- <file> [--format sephora|makeup-api|jsonl] [--synthetic-multiple N] [--batch-size N]`:
// loads a product feed into the catalog database the catalog server uses (embedded PGlite under its data folder, or
// PostgreSQL through DATABASE_URL). Exit code 0: every row loaded; 1: some rows failed (listed); 2: usage or setup.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { migrate, openDatabase } from '@storefront/platform/server';
import { readConfig } from '../config';
import { catalogMigrations, catalogPgliteExtensions } from '../db/catalog-database';
import { embeddedDatabaseInUse } from '../db/server-lock';
import { importCatalogFile, type ImportSummary } from './import-catalog-file';
import { progressLine, progressReporter } from './import-progress-bar';
import type { FeedFormat } from './read-feed';

const usage = 'usage: npm run catalog:import -- <file> [--format sephora|makeup-api|jsonl] [--synthetic-multiple N] [--batch-size N]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { format: { type: 'string' }, 'synthetic-multiple': { type: 'string' }, 'batch-size': { type: 'string' } },
  });
  if (positionals.length !== 1) fail('Give exactly one feed file.');
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  const format = values.format as FeedFormat | undefined;
  if (format && !['sephora', 'makeup-api', 'jsonl'].includes(format)) fail(`Unknown format "${format}".`);
  const multiple = Number(values['synthetic-multiple'] ?? 1);
  const batchSize = Number(values['batch-size'] ?? 500);
  if (!Number.isInteger(multiple) || multiple < 1 || multiple > 100) fail('--synthetic-multiple is a whole number from 1 to 100.');
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 5000) fail('--batch-size is a whole number from 1 to 5000.');

  const config = readConfig();
  if (!config.databaseUrl && embeddedDatabaseInUse(config.dataDir)) {
    fail(
      `The store is running and has the embedded catalog database open (${config.dataDir}). Stop it first ` +
        '(the embedded database takes one process at a time), or import into PostgreSQL with DATABASE_URL.',
    );
  }
  const logger = pino({ level: 'warn' });
  const db = await openDatabase({ ...config, pgliteExtensions: catalogPgliteExtensions, logger });
  let summary: ImportSummary;
  try {
    await migrate(db, catalogMigrations);
    summary = await importCatalogFile(db, {
      file,
      ...(format ? { format } : {}),
      syntheticMultiple: multiple,
      batchSize,
      today: new Date().toISOString().slice(0, 10),
      onProgress: progressReporter(),
      onFailure: (line, reason) => process.stderr.write(`\nline ${line}: ${reason}\n`),
    });
  } finally {
    await db.close();
  }
  process.stderr.write(`\n${progressLine(summary)}\n`);
  if (summary.resumedAfterLine > 0) process.stderr.write(`Resumed an unfinished import after line ${summary.resumedAfterLine}.\n`);
  const rate = summary.seconds > 0 ? Math.round(summary.read / summary.seconds) : summary.read;
  process.stdout.write(
    `Imported ${summary.read} ${summary.format} rows in ${summary.seconds.toFixed(1)} s (${rate} rows/s): ` +
      `${summary.inserted} new, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.failures.length} failed.\n`,
  );
  for (const failure of summary.failures.slice(0, 50)) process.stdout.write(`  line ${failure.line}: ${failure.reason}\n`);
  if (summary.failures.length > 50) process.stdout.write(`  … and ${summary.failures.length - 50} more\n`);
  process.exitCode = summary.failures.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`catalog import failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
