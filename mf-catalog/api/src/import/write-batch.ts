import { createHash } from 'node:crypto';
import type { Queryable } from '@storefront/platform/server';
import { slugify } from '../demo-data/slug';
import { refreshFragranceProfiles } from '../fragrance/refresh-fragrance-profiles';
import { ensureTags, tagCodesFor } from '../tags/tag-vocabulary';
import { refreshSearchData } from '../search/refresh-search-data';
import { assignStoreStock } from '../stores/store-stock-assignment';
import { feedBrand } from './feed-brand';
import { feedCategory, silhouetteFor, type FeedCategoryRow } from './feed-category';
import type { FeedProduct } from './feed-product';
import { marketPrices } from './market-prices';

export interface BatchCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** What a product's row is made of, hashed: the same feed row twice gives the same hash, and is skipped. */
export function rowHash(product: FeedProduct): string {
  return createHash('sha256').update(JSON.stringify(product)).digest('base64url');
}

const json = (rows: object[]) => JSON.stringify(rows);

/** A plausible online stock count for an in-stock variant, the same on every run (it is not in the feeds). */
function onlineQuantity(key: string): number {
  return 5 + (createHash('sha256').update(key).digest()[0]! % 56);
}

async function brandCodes(tx: Queryable, products: FeedProduct[]): Promise<Map<string, string>> {
  const prices = new Map<string, number[]>();
  for (const product of products) prices.set(product.brandName, [...(prices.get(product.brandName) ?? []), product.variants[0]!.priceUsd]);
  const brands = [...prices].map(([name, list]) => feedBrand(name, list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!));
  await tx.query(
    `INSERT INTO brands (code, slug, name, color, description, tier)
     SELECT code, slug, name, color, description, tier FROM json_populate_recordset(NULL::brands, $1::json)
     ON CONFLICT DO NOTHING`,
    [json(brands)],
  );
  const rows = await tx.query<{ code: string; slug: string }>('SELECT code, slug FROM brands WHERE slug = ANY($1::text[])', [
    brands.map((brand) => brand.slug),
  ]);
  const codeBySlug = new Map(rows.map((row) => [row.slug, row.code]));
  return new Map(brands.map((brand) => [brand.name, codeBySlug.get(brand.slug)!]));
}

async function ensureCategories(tx: Queryable, rows: FeedCategoryRow[]): Promise<void> {
  const unique = [...new Map(rows.map((row) => [row.code, row])).values()].sort((a, b) => a.level - b.level);
  if (unique.length === 0) return;
  await tx.query(
    `INSERT INTO categories (code, parent_code, slug, level, sort_order, description)
     SELECT code, parent_code, slug, level, 1000, '' FROM json_populate_recordset(NULL::categories, $1::json)
     ORDER BY level ON CONFLICT (code) DO NOTHING`,
    [json(unique.map(({ names: _names, ...row }) => ({ ...row, sort_order: 1000, description: '' })))],
  );
  await tx.query(
    `INSERT INTO category_names (category_code, culture, name)
     SELECT category_code, culture, name FROM json_populate_recordset(NULL::category_names, $1::json)
     ON CONFLICT DO NOTHING`,
    [json(unique.flatMap((row) => Object.entries(row.names).map(([culture, name]) => ({ category_code: row.code, culture, name }))))],
  );
}

/**
 * URL slugs for new products: brand and name; when that is taken (in the catalog or the batch), brand and name with a
 * short hash of the product code, which is the same on every run.
 */
async function newSlugs(tx: Queryable, products: { code: string; product: FeedProduct }[]): Promise<Map<string, string>> {
  const wanted = products.map(({ code, product }) => {
    const slug = slugify(`${product.brandName} ${product.name}`).slice(0, 80).replace(/-+$/, '') || 'product';
    return { code, slug, alternate: `${slug}-${createHash('sha256').update(code).digest('hex').slice(0, 6)}` };
  });
  const taken = new Set(
    (
      await tx.query<{ slug: string }>('SELECT slug FROM products WHERE slug = ANY($1::text[])', [
        wanted.flatMap((entry) => [entry.slug, entry.alternate]),
      ])
    ).map((row) => row.slug),
  );
  const slugs = new Map<string, string>();
  for (const { code, slug, alternate } of wanted) {
    let unique = taken.has(slug) ? alternate : slug;
    for (let attempt = 2; taken.has(unique); attempt++) unique = `${alternate}-${attempt}`;
    taken.add(unique);
    slugs.set(code, unique);
  }
  return slugs;
}

/**
 * Writes one batch of feed products (call it inside a transaction): brands and categories they need, products,
 * variants, prices in every currency, stock, tags, the import bookkeeping, fragrance families and notes, and the
 * search data. Products whose feed row is unchanged since the last import are skipped; prices that did not change are
 * not touched (so the price history records only real changes).
 */
type ProductWithCode = { product: FeedProduct; code: string };

/** The point-of-sale flags of the products whose feed says them. */
async function writePointOfSaleFlags(tx: Queryable, products: ProductWithCode[]): Promise<void> {
  const rows = products.flatMap(({ product, code }) =>
    product.pointOfSale
      ? [{ code, originates_from_pos: product.pointOfSale.originatesFromPos, show_in_pos_only: product.pointOfSale.showInPosOnly, is_virtual: product.pointOfSale.virtual }]
      : [],
  );
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE products p SET originates_from_pos = f.originates_from_pos, show_in_pos_only = f.show_in_pos_only, is_virtual = f.is_virtual
     FROM json_to_recordset($1::json) AS f (code text, originates_from_pos boolean, show_in_pos_only boolean, is_virtual boolean)
     WHERE p.code = f.code`,
    [json(rows)],
  );
}

/** The videos of the products whose feed lists them, replacing what they had (ids from the product's code and place). */
async function writeVideos(tx: Queryable, products: ProductWithCode[]): Promise<void> {
  const withVideos = products.filter(({ product }) => product.videos);
  if (withVideos.length === 0) return;
  await tx.query('DELETE FROM product_videos WHERE product_code = ANY($1::text[])', [withVideos.map(({ code }) => code)]);
  const rows = withVideos.flatMap(({ product, code }) =>
    product.videos!.map((video, index) => ({
      id: `${slugify(code)}-video-${index + 1}`,
      product_code: code,
      sort_order: index,
      provider: video.provider,
      provider_video_id: video.id,
      title: video.title,
      duration_seconds: video.durationSeconds,
    })),
  );
  await tx.query(
    `INSERT INTO product_videos (id, product_code, sort_order, provider, provider_video_id, title, duration_seconds)
     SELECT id, product_code, sort_order, provider, provider_video_id, title, duration_seconds
     FROM json_populate_recordset(NULL::product_videos, $1::json)`,
    [json(rows)],
  );
}

export async function writeBatch(tx: Queryable, products: FeedProduct[], today: string): Promise<BatchCounts> {
  if (products.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const source = products[0]!.source;
  const known = new Map(
    (
      await tx.query<{ source_key: string; product_code: string; row_hash: string; slug: string }>(
        `SELECT i.source_key, i.product_code, i.row_hash, p.slug FROM imported_products i JOIN products p ON p.code = i.product_code
         WHERE i.source = $1 AND i.source_key = ANY($2::text[])`,
        [source, products.map((product) => product.sourceKey)],
      )
    ).map((row) => [row.source_key, row]),
  );
  const hashes = new Map(products.map((product) => [product.sourceKey, rowHash(product)]));
  const changed = products.filter((product) => known.get(product.sourceKey)?.row_hash !== hashes.get(product.sourceKey));
  const counts = { inserted: 0, updated: 0, unchanged: products.length - changed.length };
  if (changed.length === 0) return counts;

  const brands = await brandCodes(tx, changed);
  const categories = changed.map((product) => feedCategory(product.categoryPath));
  await ensureCategories(tx, categories.flatMap((category) => category.rows));
  const withCodes = changed.map((product, index) => ({
    product,
    category: categories[index]!.code,
    code: known.get(product.sourceKey)?.product_code ?? `${source}:${product.sourceKey}`,
    isNew: !known.has(product.sourceKey),
  }));
  const slugs = await newSlugs(tx, withCodes.filter((entry) => entry.isNew));
  const productRows = withCodes.map(({ product, category, code }) => ({
    code,
    slug: slugs.get(code) ?? known.get(product.sourceKey)!.slug,
    name: product.name.slice(0, 200),
    brand_code: brands.get(product.brandName),
    category_code: category,
    product_type: product.productType.slice(0, 60),
    silhouette: product.silhouette ?? silhouetteFor(category, `${product.productType} ${product.name}`),
    varies_by: product.variants.some((variant) => variant.shadeHex) ? 'COLOR' : 'SIZE',
    description: product.description,
    ingredients: product.ingredients ?? null,
    highlights: product.highlights,
    rating_tenths: product.rating !== undefined ? Math.min(50, Math.max(10, Math.round(product.rating * 10))) : null,
    review_count: product.rating !== undefined ? Math.max(1, product.reviewCount) : 0,
    is_new: product.isNew,
    popularity: Math.min(2_000_000_000, product.popularity),
    launched_on: product.launchedOn ?? today,
    max_quantity: 10,
  }));
  // Ratings belong to team Social once it has sent one (review_version > 0); until then they are the feed's.
  await tx.query(
    `INSERT INTO products (code, slug, name, brand_code, category_code, product_type, silhouette, varies_by, description,
                           ingredients, highlights, rating_tenths, review_count, is_new, popularity, launched_on, max_quantity)
     SELECT code, slug, name, brand_code, category_code, product_type, silhouette, varies_by, description, ingredients,
            highlights, rating_tenths, review_count, is_new, popularity, launched_on, max_quantity
     FROM json_populate_recordset(NULL::products, $1::json)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, brand_code = EXCLUDED.brand_code,
       category_code = EXCLUDED.category_code, product_type = EXCLUDED.product_type, silhouette = EXCLUDED.silhouette,
       varies_by = EXCLUDED.varies_by, description = EXCLUDED.description, ingredients = EXCLUDED.ingredients,
       highlights = EXCLUDED.highlights,
       rating_tenths = CASE WHEN products.review_version = 0 THEN EXCLUDED.rating_tenths ELSE products.rating_tenths END,
       review_count = CASE WHEN products.review_version = 0 THEN EXCLUDED.review_count ELSE products.review_count END,
       is_new = EXCLUDED.is_new, popularity = EXCLUDED.popularity`,
    [json(productRows)],
  );

  const variantKeys = withCodes.flatMap(({ product, code }) =>
    product.variants.map((variant, sortOrder) => ({ key: `${product.sourceKey}#${variant.key}`, productCode: code, variant, sortOrder })),
  );
  const knownVariants = new Map(
    (
      await tx.query<{ source_key: string; variant_code: string }>(
        'SELECT source_key, variant_code FROM imported_variants WHERE source = $1 AND source_key = ANY($2::text[])',
        [source, variantKeys.map((entry) => entry.key)],
      )
    ).map((row) => [row.source_key, row.variant_code]),
  );
  const missing = variantKeys.filter((entry) => !knownVariants.has(entry.key));
  const fresh = missing.length
    ? await tx.query<{ code: string }>("SELECT lpad(nextval('imported_variant_codes')::text, 6, '0') AS code FROM generate_series(1, $1)", [missing.length])
    : [];
  missing.forEach((entry, index) => knownVariants.set(entry.key, fresh[index]!.code));
  const variantRows = variantKeys.map(({ key, productCode, variant, sortOrder }) => ({
    code: knownVariants.get(key)!,
    product_code: productCode,
    sort_order: sortOrder,
    name: variant.name.slice(0, 120),
    shade_hex: variant.shadeHex ?? null,
    size_unit: variant.size.unit,
    size_milli: variant.size.milli,
    image_count: 2,
  }));
  await tx.query(
    `INSERT INTO variants (code, product_code, sort_order, name, shade_hex, size_unit, size_milli, image_count)
     SELECT code, product_code, sort_order, name, shade_hex, size_unit, size_milli, image_count
     FROM json_populate_recordset(NULL::variants, $1::json)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, shade_hex = EXCLUDED.shade_hex,
       size_unit = EXCLUDED.size_unit, size_milli = EXCLUDED.size_milli`,
    [json(variantRows)],
  );
  const priceRows = variantKeys.flatMap(({ key, variant }) =>
    marketPrices(variant.priceUsd, variant.salePriceUsd).map((price) => ({ variant_code: knownVariants.get(key)!, ...price })),
  );
  await tx.query(
    `INSERT INTO variant_prices (variant_code, currency, amount, previous_amount, member_amount)
     SELECT variant_code, currency, amount, previous_amount, member_amount FROM json_populate_recordset(NULL::variant_prices, $1::json)
     ON CONFLICT (variant_code, currency) DO UPDATE SET amount = EXCLUDED.amount, previous_amount = EXCLUDED.previous_amount
     WHERE variant_prices.amount IS DISTINCT FROM EXCLUDED.amount
        OR variant_prices.previous_amount IS DISTINCT FROM EXCLUDED.previous_amount`,
    [json(priceRows)],
  );
  // Stock counts belong to checkout once it has sent one (stock_version > 0); the feed only says in or out of stock.
  const stockRows = variantKeys.map(({ key, variant }) => ({
    variant_code: knownVariants.get(key)!,
    online_quantity: variant.inStock ? onlineQuantity(key) : 0,
    store_quantity: variant.inStock ? 1 : 0,
    is_monitorable: true,
  }));
  await tx.query(
    `INSERT INTO variant_stock (variant_code, online_quantity, store_quantity, is_monitorable)
     SELECT variant_code, online_quantity, store_quantity, is_monitorable FROM json_populate_recordset(NULL::variant_stock, $1::json)
     ON CONFLICT (variant_code) DO UPDATE SET online_quantity = EXCLUDED.online_quantity
     WHERE variant_stock.stock_version = 0 AND (variant_stock.online_quantity = 0) <> (EXCLUDED.online_quantity = 0)`,
    [json(stockRows)],
  );

  const productTags = withCodes.flatMap(({ product, code }) => tagCodesFor(product.highlights).map((tag) => ({ product_code: code, tag_code: tag })));
  await ensureTags(tx, [...new Set(productTags.map((row) => row.tag_code))]);
  const codes = withCodes.map((entry) => entry.code);
  await tx.query('DELETE FROM product_tags WHERE product_code = ANY($1::text[])', [codes]);
  await tx.query(
    `INSERT INTO product_tags (product_code, tag_code)
     SELECT product_code, tag_code FROM json_populate_recordset(NULL::product_tags, $1::json) ON CONFLICT DO NOTHING`,
    [json(productTags)],
  );
  await tx.query(
    `INSERT INTO imported_products (source, source_key, product_code, row_hash)
     SELECT source, source_key, product_code, row_hash FROM json_populate_recordset(NULL::imported_products, $1::json)
     ON CONFLICT (source, source_key) DO UPDATE SET row_hash = EXCLUDED.row_hash`,
    [json(withCodes.map(({ product, code }) => ({ source, source_key: product.sourceKey, product_code: code, row_hash: hashes.get(product.sourceKey) })))],
  );
  await tx.query(
    `INSERT INTO imported_variants (source, source_key, variant_code)
     SELECT source, source_key, variant_code FROM json_populate_recordset(NULL::imported_variants, $1::json) ON CONFLICT DO NOTHING`,
    [json(missing.map((entry) => ({ source, source_key: entry.key, variant_code: knownVariants.get(entry.key) })))],
  );
  await writePointOfSaleFlags(tx, withCodes);
  await writeVideos(tx, withCodes);
  await assignStoreStock(tx, missing.map((entry) => knownVariants.get(entry.key)!));
  await refreshFragranceProfiles(tx, codes);
  await refreshSearchData(tx, codes);
  counts.inserted = withCodes.filter((entry) => entry.isNew).length;
  counts.updated = withCodes.length - counts.inserted;
  return counts;
}
