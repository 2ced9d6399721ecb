import type { Queryable } from '@storefront/platform/server';
import type { DemoCatalog } from '../demo-data/catalog-rows';
import { ensureTags, tagCodesFor } from './tag-vocabulary';

/** The demo catalog's tags and certificates, from its products' highlights. */
export async function seedDemoTags(tx: Queryable, catalog: DemoCatalog): Promise<void> {
  const rows = catalog.products.flatMap((product) => tagCodesFor(product.highlights).map((tag) => ({ product_code: product.code, tag_code: tag })));
  await ensureTags(tx, [...new Set(rows.map((row) => row.tag_code))]);
  await tx.query(
    `INSERT INTO product_tags (product_code, tag_code)
     SELECT product_code, tag_code FROM json_populate_recordset(NULL::product_tags, $1::json) ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
