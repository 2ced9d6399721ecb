import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Database, Queryable } from './database';

/**
 * What PostgreSQL's autovacuum does on a server, for the embedded database, which runs none: tables whose rows changed
 * get fresh planner statistics (without them a table filled after its creation is planned as if empty: the social feed
 * took seconds a page at 100,000 posts until an ANALYZE), and tables with many dead rows or many new ones a VACUUM
 * (which also marks pages all-visible, so a count over an index need not visit the table). The thresholds are
 * autovacuum's defaults: 50 rows and a tenth of the table changed since the last ANALYZE, 50 rows and a fifth of it
 * dead, 1,000 rows and a fifth of it inserted since the last VACUUM.
 */
export const upkeepThresholds = { analyze: { rows: 50, share: 0.1 }, vacuum: { rows: 50, share: 0.2 }, vacuumInserts: { rows: 1_000, share: 0.2 } } as const;

/**
 * The statistics target of an ANALYZE on the embedded database, where each statement holds the one thread requests
 * share. At ten times the Sephora feed one column's ANALYZE took a median of 124 ms and up to 410 ms at PostgreSQL's
 * default of 100, 68 and 128 ms at 30 (a sample of 9,000 rows of the 85,000 products, and 30 most common values).
 */
export const embeddedStatisticsTarget = 30;

export interface TableUpkeep {
  table: string;
  analyze: boolean;
  vacuum: boolean;
}

/**
 * Each table's count of changed rows when its columns were last analysed here. An ANALYZE of a column list leaves the
 * server's count (`n_mod_since_analyze`) as it was, so the changes since are counted from this; a process that starts
 * anew analyses once more what it cannot tell.
 */
export type AnalyzedAt = Map<string, number>;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of the current schema that are due an ANALYZE or a VACUUM by the thresholds, the biggest change first. */
export async function tablesDue(db: Queryable, analyzedAt: AnalyzedAt = new Map()): Promise<(TableUpkeep & { changed: number })[]> {
  // The backend reports its counts when idle, at most once a second: this asks for them now, before they are read.
  await db.query('SELECT pg_stat_force_next_flush()');
  await db.query('SELECT 1');
  // A table never analysed (`reltuples` -1) is due whatever the counts say: they start from nothing again after a
  // crash, and a table filled before it would otherwise never get statistics.
  const tables = await db.query<{ table: string; changed: number; live: number; dead: number; inserted: number; never: boolean }>(
    `SELECT s.relname AS table, s.n_mod_since_analyze::float8 AS changed, s.n_live_tup::float8 AS live, s.n_dead_tup::float8 AS dead,
            s.n_ins_since_vacuum::float8 AS inserted, c.reltuples < 0 AS never
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.schemaname = current_schema() ORDER BY s.relname`,
  );
  const { analyze, vacuum, vacuumInserts } = upkeepThresholds;
  return tables
    .map(({ table, changed, live, dead, inserted, never }) => {
      const since = analyzedAt.get(table);
      const changedSince = since !== undefined && changed >= since ? changed - since : changed;
      const dueAnalyze = never || changedSince > analyze.rows + analyze.share * live;
      const dueVacuum = dead > vacuum.rows + vacuum.share * live || inserted > vacuumInserts.rows + vacuumInserts.share * live;
      return { table, changed, analyze: dueAnalyze, vacuum: dueVacuum, order: changedSince + dead };
    })
    .filter((table) => table.analyze || table.vacuum)
    .sort((a, b) => b.order - a.order)
    .map(({ table, changed, analyze: dueAnalyze, vacuum: dueVacuum }) => ({ table, changed, analyze: dueAnalyze, vacuum: dueVacuum }));
}

/**
 * One table's upkeep in short statements, each its own (the embedded database's one thread serves requests between
 * them): VACUUM if due, then ANALYZE a column at a time (at `embeddedStatisticsTarget`). `giveWay` runs between
 * statements.
 */
export async function keepTable(db: Database, { table, analyze, vacuum }: TableUpkeep, giveWay: () => Promise<void>): Promise<void> {
  if (vacuum) {
    await db.exec(`VACUUM ${quoted(table)}`);
    await giveWay();
  }
  if (!analyze) return;
  const columns = await db.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = (quote_ident(current_schema()) || '.' || quote_ident($1))::regclass AND attnum > 0 AND NOT attisdropped
      ORDER BY attnum`,
    [table],
  );
  for (const { name } of columns) {
    await db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL default_statistics_target = ${embeddedStatisticsTarget}`);
      await tx.exec(`ANALYZE ${quoted(table)} (${quoted(name)})`);
    });
    await giveWay();
  }
}

/** One pass over the tables due: what it did, and how long it took. */
export async function upkeepPass(db: Database, analyzedAt: AnalyzedAt = new Map(), giveWay = nextTurn): Promise<{ kept: TableUpkeep[]; ms: number }> {
  const started = performance.now();
  const due = await tablesDue(db, analyzedAt);
  const kept: TableUpkeep[] = [];
  for (const { changed, ...table } of due) {
    await keepTable(db, table, giveWay);
    if (table.analyze) analyzedAt.set(table.table, changed);
    kept.push(table);
  }
  return { kept, ms: performance.now() - started };
}

export interface UpkeepOptions {
  logger: Logger;
  /** The first pass, soon after start (after the migrations and a first seed); then one a minute. */
  firstAfterMs?: number;
  everyMs?: number;
}

/**
 * Runs `upkeepPass` on the embedded database now and then, for as long as it is open; a pass that fails is logged and
 * the next one tries again. Returns the stop, which waits for a pass under way (the database's close calls it).
 */
export function keepEmbeddedDatabase(db: Database, { logger, firstAfterMs = 5_000, everyMs = 60_000 }: UpkeepOptions): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const analyzedAt: AnalyzedAt = new Map();
  const pass = async () => {
    try {
      const { kept, ms } = await upkeepPass(db, analyzedAt);
      const names = (which: 'analyze' | 'vacuum') => kept.filter((table) => table[which]).map((table) => table.table);
      if (kept.length > 0) logger.info({ analyzed: names('analyze'), vacuumed: names('vacuum'), ms: Math.round(ms) }, 'embedded database upkeep');
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'embedded database upkeep failed');
    }
  };
  const after = (ms: number) => {
    timer = setTimeout(() => {
      running = pass().then(() => {
        if (!stopped) after(everyMs);
      });
    }, ms);
    timer.unref();
  };
  after(firstAfterMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
