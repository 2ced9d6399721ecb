import { createHash } from 'node:crypto';
import type { Database, Queryable } from '@storefront/platform/server';
import type { Texts } from '../catalog/catalog-texts';
import { fragranceFamilies } from './fragrance-families';
import { fragranceNotes } from './fragrance-notes';
import { fragranceProfileOf } from './fragrance-profile';

const refreshLock = 7_301_009;
const productsPerStatement = 2000;
const json = (rows: object[]) => JSON.stringify(rows);

/** Changes whenever a family, a note, a name or a pattern does: profiles derived with another version are stale. */
export const fragranceVocabularyVersion = createHash('sha256')
  .update(
    JSON.stringify({
      rules: 1,
      families: fragranceFamilies,
      notes: fragranceNotes.map((note) => ({ ...note, inName: note.inName.source, inIngredients: note.inIngredients?.source })),
    }),
  )
  .digest('base64url')
  .slice(0, 22);

/** A family's or note's name in every culture, updated when the vocabulary changes. */
async function writeNames(tx: Queryable, table: string, codeColumn: string, entries: { code: string; names: Texts }[]): Promise<void> {
  const rows = entries.flatMap((entry) => Object.entries(entry.names).map(([culture, name]) => ({ [codeColumn]: entry.code, culture, name })));
  await tx.query(
    `INSERT INTO ${table} (${codeColumn}, culture, name)
     SELECT ${codeColumn}, culture, name FROM json_populate_recordset(NULL::${table}, $1::json)
     ON CONFLICT (${codeColumn}, culture) DO UPDATE SET name = EXCLUDED.name`,
    [json(rows)],
  );
}

/** Writes the families and notes with their names in every culture (names updated, codes no longer known removed). */
async function writeVocabulary(tx: Queryable): Promise<void> {
  const families = fragranceFamilies.map((family, index) => ({ code: family.code, sort_order: index, colour: family.colour, icon: family.icon }));
  const notes = fragranceNotes.map((note, index) => ({ code: note.code, sort_order: index }));
  await tx.query('DELETE FROM fragrance_families WHERE NOT code = ANY($1::text[])', [families.map((family) => family.code)]);
  await tx.query('DELETE FROM fragrance_notes WHERE NOT code = ANY($1::text[])', [notes.map((note) => note.code)]);
  await tx.query(
    `INSERT INTO fragrance_families (code, sort_order, colour, icon)
     SELECT code, sort_order, colour, icon FROM json_populate_recordset(NULL::fragrance_families, $1::json)
     ON CONFLICT (code) DO UPDATE SET sort_order = EXCLUDED.sort_order, colour = EXCLUDED.colour, icon = EXCLUDED.icon`,
    [json(families)],
  );
  await writeNames(tx, 'fragrance_family_names', 'family_code', fragranceFamilies);
  await tx.query(
    `INSERT INTO fragrance_notes (code, sort_order)
     SELECT code, sort_order FROM json_populate_recordset(NULL::fragrance_notes, $1::json)
     ON CONFLICT (code) DO UPDATE SET sort_order = EXCLUDED.sort_order`,
    [json(notes)],
  );
  await writeNames(tx, 'fragrance_note_names', 'note_code', fragranceNotes);
}

interface ProductFacts {
  code: string;
  name: string;
  category_code: string;
  highlights: string[];
  ingredients: string | null;
  variant_names: string[];
}

/** Derives and writes the profiles of these products (their earlier rows replaced). */
async function writeProfiles(tx: Queryable, codes: string[]): Promise<void> {
  const products = await tx.query<ProductFacts>(
    `SELECT p.code, p.name, p.category_code, p.highlights, p.ingredients,
            coalesce(array_agg(v.name ORDER BY v.sort_order) FILTER (WHERE v.code IS NOT NULL), '{}') AS variant_names
     FROM products p LEFT JOIN variants v ON v.product_code = p.code
     WHERE p.code = ANY($1::text[])
     GROUP BY p.code`,
    [codes],
  );
  const fragrances: { product_code: string; audience: string | null }[] = [];
  const families: { product_code: string; family_code: string }[] = [];
  const notes: { product_code: string; note_code: string }[] = [];
  for (const product of products) {
    const profile = fragranceProfileOf({
      name: product.name,
      categoryCode: product.category_code,
      highlights: product.highlights,
      ingredients: product.ingredients,
      variantNames: product.variant_names,
    });
    if (!profile) continue;
    if (profile.isFragrance) fragrances.push({ product_code: product.code, audience: profile.audience });
    for (const family of profile.families) families.push({ product_code: product.code, family_code: family });
    for (const note of profile.notes) notes.push({ product_code: product.code, note_code: note });
  }
  for (const table of ['product_fragrances', 'product_fragrance_families', 'product_fragrance_notes']) {
    await tx.query(`DELETE FROM ${table} WHERE product_code = ANY($1::text[])`, [codes]);
  }
  await tx.query(
    `INSERT INTO product_fragrances (product_code, audience)
     SELECT product_code, audience FROM json_populate_recordset(NULL::product_fragrances, $1::json)`,
    [json(fragrances)],
  );
  await tx.query(
    `INSERT INTO product_fragrance_families (product_code, family_code)
     SELECT product_code, family_code FROM json_populate_recordset(NULL::product_fragrance_families, $1::json)`,
    [json(families)],
  );
  await tx.query(
    `INSERT INTO product_fragrance_notes (product_code, note_code)
     SELECT product_code, note_code FROM json_populate_recordset(NULL::product_fragrance_notes, $1::json)`,
    [json(notes)],
  );
}

/** Whether every profile, and the vocabulary, were written by this version of the vocabulary. */
async function vocabularyIsCurrent(tx: Queryable): Promise<boolean> {
  const [row] = await tx.query<{ version: string }>('SELECT version FROM fragrance_vocabulary_version');
  return row?.version === fragranceVocabularyVersion;
}

/**
 * Brings the fragrance finder's data up to date for the given products (or all, which also records the vocabulary
 * version): the vocabulary, whether each is a fragrance and for whom, its families and notes (fragrance-profile.ts).
 * Seeding and import call it inside their transaction.
 */
export async function refreshFragranceProfiles(tx: Queryable, productCodes: string[] | 'all'): Promise<void> {
  if (productCodes !== 'all' && productCodes.length === 0) return;
  // Some products (an import's batch): the vocabulary is written once per version, not with each batch (3.5 ms of it).
  if (productCodes === 'all' || !(await vocabularyIsCurrent(tx))) await writeVocabulary(tx);
  const codes =
    productCodes === 'all' ? (await tx.query<{ code: string }>('SELECT code FROM products ORDER BY code')).map((row) => row.code) : productCodes;
  for (let start = 0; start < codes.length; start += productsPerStatement) await writeProfiles(tx, codes.slice(start, start + productsPerStatement));
  if (productCodes === 'all') {
    await tx.query(
      `INSERT INTO fragrance_vocabulary_version (id, version) VALUES (true, $1) ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version`,
      [fragranceVocabularyVersion],
    );
  }
}

/**
 * At start-up: derives every product's profile again when the catalog's were derived with another vocabulary (or
 * none: a catalog seeded or imported before the finder existed). One server does it; the others wait for its lock.
 */
export async function refreshStaleFragranceProfiles(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [refreshLock]);
    if (await vocabularyIsCurrent(tx)) return false;
    await refreshFragranceProfiles(tx, 'all');
    return true;
  });
}
