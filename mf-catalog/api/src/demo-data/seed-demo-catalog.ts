import type { Database, Queryable } from '@storefront/platform/server';
import type { DemoCatalog } from './catalog-rows';
import { defaultReferenceDate, generateDemoCatalog, type DemoCatalogOptions } from './generate-catalog';
import { seedDemoExtras } from './seed-demo-extras';

const seedLock = 7_301_002;
const rowsPerStatement = 4000;

/** Tables in insert order (parents first) and the catalog rows that go into each. */
const tables: [table: string, rows: (catalog: DemoCatalog) => object[]][] = [
  ['brands', (catalog) => catalog.brands],
  ['categories', (catalog) => catalog.categories],
  ['category_names', (catalog) => catalog.categoryNames],
  ['products', (catalog) => catalog.products],
  ['variants', (catalog) => catalog.variants],
  ['variant_prices', (catalog) => catalog.prices],
  ['variant_stock', (catalog) => catalog.stock],
];

// One JSON parameter per statement: a few statements instead of thousands, the same on PGlite and PostgreSQL.
// Only the columns the rows have are written, so a column added later with a default (stock_version) keeps it.
export async function insertRows(tx: Queryable, table: string, rows: object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement);
    const columns = [...new Set(chunk.flatMap((row) => Object.keys(row)))].map((column) => `"${column}"`).join(', ');
    await tx.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`, [
      JSON.stringify(chunk),
    ]);
  }
}

export interface SeedResult {
  seeded: boolean;
  milliseconds: number;
  products: number;
}

/** Fills an empty catalog with the demo catalog, in one transaction; leaves a catalog with products alone. */
export async function seedDemoCatalogIfEmpty(db: Database, options: DemoCatalogOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [seedLock]);
    const [existing] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
    const count = existing?.count ?? 0;
    if (count > 0) return { seeded: false, milliseconds: performance.now() - started, products: count };
    const catalog = generateDemoCatalog(options);
    for (const [table, rows] of tables) await insertRows(tx, table, rows(catalog));
    await seedDemoExtras(tx, catalog, options.referenceDate ?? defaultReferenceDate);
    // Fresh statistics, so the planner picks index lookups for listings from the first request on.
    for (const [table] of tables) await tx.exec(`ANALYZE ${table}`);
    return { seeded: true, milliseconds: performance.now() - started, products: catalog.products.length };
  });
}
