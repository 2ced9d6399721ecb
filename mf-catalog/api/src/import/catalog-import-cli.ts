// `npm run catalog:import -- <file> [--format sephora|makeup-api|jsonl] [--synthetic-multiple N] [--batch-size N]`:
// loads a product feed into the catalog database the catalog server uses (embedded PGlite under its data folder, or
// PostgreSQL through DATABASE_URL). While the store runs on the embedded database, its catalog server imports the file. Exit code 0: every row loaded; 1: some rows failed (listed); 2: usage or setup.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { migrate, openDatabase } from '@storefront/platform/server';
import { readConfig } from '../config';
import { catalogMigrations, catalogPgliteExtensions } from '../db/catalog-database';
import { embeddedDatabaseHolder } from '../db/server-lock';
import { importCatalogFile, type ImportSummary } from './import-catalog-file';
import { importThroughServer } from './import-through-server';
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
  const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size']);
  if (!Number.isInteger(multiple) || multiple < 1 || multiple > 100) fail('--synthetic-multiple is a whole number from 1 to 100.');
  if (batchSize !== undefined && (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 5000)) fail('--batch-size is a whole number from 1 to 5000.');

  const config = readConfig();
  const options = {
    file,
    ...(format ? { format } : {}),
    syntheticMultiple: multiple,
    ...(batchSize ? { batchSize } : {}),
    onProgress: progressReporter(),
    onFailure: (line: number, reason: string) => process.stderr.write(`\nline ${line}: ${reason}\n`),
  };
  const holder = config.databaseUrl ? null : embeddedDatabaseHolder(config.dataDir);
  let summary: ImportSummary;
  if (holder) {
    // The running store holds the embedded database (one process at a time): its catalog server does the import.
    process.stderr.write(`The store is running (catalog server on port ${holder.port}): importing through it.\n`);
    summary = await importThroughServer({ ...options, baseUrl: `http://127.0.0.1:${holder.port}`, identitySecret: config.identitySecret });
  } else {
    const logger = pino({ level: 'warn' });
    const db = await openDatabase({ ...config, pgliteExtensions: catalogPgliteExtensions, logger });
    try {
      await migrate(db, catalogMigrations);
      summary = await importCatalogFile(db, { ...options, today: new Date().toISOString().slice(0, 10) });
    } finally {
      await db.close();
    }
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
