import type { Queryable } from '@storefront/platform/server';

export interface BrandRecord {
  code: string;
  slug: string;
  name: string;
  color: string;
  description: string;
  product_count: number;
}

const selectBrand = `
  SELECT b.code, b.slug, b.name, b.color, b.description,
         (SELECT count(*)::int FROM products p WHERE p.brand_code = b.code AND NOT p.show_in_pos_only) AS product_count
  FROM brands b`;

export function brandUrl(slug: string): string {
  return `/brands/${slug}`;
}

export function allBrands(db: Queryable): Promise<BrandRecord[]> {
  return db.query<BrandRecord>(`${selectBrand} ORDER BY lower(b.name) COLLATE "C", b.code`);
}

export async function brandBySlug(db: Queryable, slug: string): Promise<BrandRecord | null> {
  const [row] = await db.query<BrandRecord>(`${selectBrand} WHERE b.slug = $1`, [slug]);
  return row ?? null;
}

export async function brandByCode(db: Queryable, code: string): Promise<BrandRecord | null> {
  const [row] = await db.query<BrandRecord>(`${selectBrand} WHERE b.code = $1`, [code]);
  return row ?? null;
}
