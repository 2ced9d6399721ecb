import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@storefront/platform/server';
import { describeOnEachTestBackend } from '@storefront/platform/server/testing';
import { catalogMigrations } from '../db/catalog-database';
import { importCatalogFile } from '../import/import-catalog-file';
import { catalogTestBackends } from '../testing/catalog-test-backends';
import { refreshStaleFragranceProfiles } from './refresh-fragrance-profiles';

const header =
  'product_id,product_name,brand_id,brand_name,loves_count,rating,reviews,size,variation_type,variation_value,variation_desc,ingredients,price_usd,value_price_usd,sale_price_usd,limited_edition,new,online_only,out_of_stock,sephora_exclusive,highlights,primary_category,secondary_category,tertiary_category,child_count,child_max_price,child_min_price';
const csv = (value: string) => `"${value.replace(/"/g, '""')}"`;

interface FeedRow {
  id: string;
  name: string;
  brand: string;
  variation?: [type: string, value: string];
  ingredients: string;
  highlights: string[];
  category: [string, string, string];
}
const line = (row: FeedRow) =>
  [
    row.id, csv(row.name), '1', csv(row.brand), '1000', '4.5', '10', csv('1.7 oz/ 50 mL'), csv(row.variation?.[0] ?? 'Size'), csv(row.variation?.[1] ?? '1.7 oz/ 50 mL'), '',
    csv(`['${row.ingredients}']`), '95', '', '', '0', '0', '0', '0', '0', csv(`[${row.highlights.map((highlight) => `'${highlight}'`).join(', ')}]`), ...row.category.map(csv), '0', '', '',
  ].join(',');

// Real rows of the Sephora feed (ingredient lists shortened to the part that matters).
const rows: FeedRow[] = [
  {
    id: 'P455598', name: 'Rose Prick', brand: 'TOM FORD', category: ['Fragrance', 'Women', 'Perfume'],
    highlights: ['Floral Scent', 'Unisex/ Genderless Scent', 'Layerable Scent'],
    ingredients: 'Alcohol Denat., Fragrance (Parfum), Linalool, Tocopherol, Coumarin, Limonene, Geraniol, Benzyl Benzoate',
  },
  {
    id: 'P431168', name: 'No.09 Vallée de Farney Eau de Parfum', brand: 'Maison Louis Marie', category: ['Fragrance', 'Women', 'Perfume'],
    highlights: ['Woody & Earthy Scent', 'Clean + Planet Positive', 'Vegan', 'Without Phthalates'],
    ingredients: 'Alcohol Denat., Parfum, Rosa Damascena (Rose) Flower Oil, Cedrus Atlantica Wood Oil, Limonene',
  },
  {
    id: 'P463048', name: 'Dirty Vanilla Eau de Parfum', brand: 'HERETIC', category: ['Fragrance', 'Women', 'Perfume'],
    highlights: ['Vegan', 'Layerable Scent', 'Warm &Spicy Scent', 'Clean at Sephora'],
    ingredients: 'Alcohol Denat., Parfum, Vanilla Planifolia (Vanilla Bean Fruit Extract), Coumarin',
  },
  {
    id: 'P501218', name: 'Milk Eau de Parfum', brand: 'DedCool', category: ['Fragrance', 'Women', 'Perfume'],
    highlights: ['Vegan', 'Unisex/ Genderless Scent', 'Layerable Scent', 'Warm &Spicy Scent'],
    ingredients: 'Alcohol Denat., Fragrance (Parfum), Camellia Sinensis Leaf Extract, Citrus Grandis (Grapefruit) Fruit Extract, Rosa Canina Fruit (Rose Hip) Extract',
  },
  {
    id: 'P163102', name: 'Prada Amber Pour Homme', brand: 'Prada', category: ['Fragrance', 'Men', 'Cologne'],
    highlights: [],
    ingredients: 'Alcohol Denat., Water, Fragrance, Limonene, Linalool, Coumarin, Ci 60730',
  },
  {
    id: 'P474133', name: 'Forbidden Fig Glass Jar Candle', brand: 'VOLUSPA', category: ['Fragrance', 'Candles & Home Scents', 'Candles'],
    highlights: ['Vegan', 'Floral Scent', 'Cruelty-Free'],
    ingredients: 'Coconut Oil, Linalool, beta-Ionone, Cedrol Methyl Ether, d-Limonene',
  },
  {
    id: 'P475063', name: 'Intensive Leave-In Scalp Spray Treatment for Thinning Hair', brand: 'BondiBoost', category: ['Hair', 'Hair Styling & Treatments', 'Scalp Treatments'],
    highlights: ['Vegan', 'Fresh Scent', 'Clean at Sephora'],
    ingredients: 'Aloe Barbadensis Leaf Juice, Melaleuca Alternafolia (Tea Tree) Leaf Oil, Citrus Limon (Lemon) Peel Oil',
  },
  {
    id: 'P398965', name: 'Rose Lip Conditioner', brand: 'AERIN', category: ['Makeup', 'Lip', 'Lip Balm & Treatment'], variation: ['Scent', '1 Rose'],
    highlights: ['Hydrating', 'Good for: Dryness'],
    ingredients: 'Ricinus Communis Seed Oil, Rosa Damascena Flower Oil',
  },
];
const feed = [header, ...rows.map(line)].join('\n');

interface Profile {
  key: string;
  fragrance: boolean;
  audience: string | null;
  families: string[];
  notes: string[];
}

describeOnEachTestBackend<{ db: Database; file: string }>(
  'fragrance families and notes from the catalog import',
  {
    backends: catalogTestBackends(),
    migrations: catalogMigrations,
    setup: async ({ db, onCleanup }) => {
      const dir = await mkdtemp(join(tmpdir(), 'fragrance-import-'));
      onCleanup(() => rm(dir, { recursive: true, force: true }));
      const file = join(dir, 'feed.csv');
      await writeFile(file, feed);
      return { db, file };
    },
  },
  (context) => {
    const profiles = async (): Promise<Profile[]> =>
      context().db.query<Profile>(
        `SELECT i.source_key AS key, pf.product_code IS NOT NULL AS fragrance, pf.audience,
                array(SELECT family_code FROM product_fragrance_families f WHERE f.product_code = i.product_code ORDER BY family_code) AS families,
                array(SELECT note_code FROM product_fragrance_notes n WHERE n.product_code = i.product_code ORDER BY note_code) AS notes
         FROM imported_products i LEFT JOIN product_fragrances pf ON pf.product_code = i.product_code
         ORDER BY i.source_key`,
      );

    test('families from the highlights, notes from names and ingredients, whom for from the category path and the unisex highlight', async () => {
      const summary = await importCatalogFile(context().db, { file: context().file, today: '2026-11-24' });
      expect(summary).toMatchObject({ inserted: rows.length, failed: 0 });
      expect(await profiles()).toEqual([
        // Fragrance, Men, Cologne: for him; "Amber" in the name.
        { key: 'P163102', fragrance: true, audience: 'men', families: [], notes: ['amber'] },
        // A lip balm's "Rose" scent and its rose oil are no fragrance notes.
        { key: 'P398965', fragrance: false, audience: null, families: [], notes: [] },
        // Rose oil and Atlas cedar oil in the ingredients.
        { key: 'P431168', fragrance: true, audience: 'women', families: ['woody-earthy'], notes: ['cedar', 'rose'] },
        // Unisex before the category's Women; 'Rose' in the name; coumarin is no tonka.
        { key: 'P455598', fragrance: true, audience: 'unisex', families: ['floral'], notes: ['rose'] },
        // Vanilla in the name and the ingredients.
        { key: 'P463048', fragrance: true, audience: 'women', families: ['warm-spicy'], notes: ['vanilla'] },
        // A candle: a fragrance for nobody in particular; fig in the name, a cedarwood molecule; its coconut wax is no note.
        { key: 'P474133', fragrance: true, audience: null, families: ['floral'], notes: ['cedar', 'fig'] },
        // A scented scalp spray has a family, is no fragrance and gets no notes (its lemon oil is not looked at).
        { key: 'P475063', fragrance: false, audience: null, families: ['fresh'], notes: [] },
        // Skincare extracts in a perfume (grapefruit, white tea, rose hip) are no notes.
        { key: 'P501218', fragrance: true, audience: 'unisex', families: ['warm-spicy'], notes: [] },
      ]);
      const [names] = await context().db.query<{ n: number }>('SELECT count(*)::int AS n FROM fragrance_note_names');
      expect(names!.n).toBeGreaterThan(20 * 8);
    });

    test('importing the same file again changes nothing; a changed highlight changes the family', async () => {
      const { db, file } = context();
      const before = await profiles();
      expect(await importCatalogFile(db, { file, today: '2026-11-24' })).toMatchObject({ inserted: 0, updated: 0, unchanged: rows.length });
      expect(await profiles()).toEqual(before);

      await writeFile(file, feed.replace("'Floral Scent', 'Unisex/ Genderless Scent'", "'Fresh Scent'"));
      expect(await importCatalogFile(db, { file, today: '2026-11-24' })).toMatchObject({ updated: 1, unchanged: rows.length - 1 });
      const changed = (await profiles()).find((profile) => profile.key === 'P455598');
      expect(changed).toEqual({ key: 'P455598', fragrance: true, audience: 'women', families: ['fresh'], notes: ['rose'] });
    });

    test('a catalog whose profiles are missing or of another vocabulary is derived again at start-up, once', async () => {
      const { db } = context();
      const expected = await profiles();
      await db.query('DELETE FROM product_fragrance_notes');
      await db.query("INSERT INTO fragrance_vocabulary_version (id, version) VALUES (true, 'older') ON CONFLICT (id) DO UPDATE SET version = 'older'");
      expect(await refreshStaleFragranceProfiles(db)).toBe(true);
      expect(await profiles()).toEqual(expected);
      expect(await refreshStaleFragranceProfiles(db)).toBe(false);
    });
  },
);
