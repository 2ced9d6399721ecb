import type { Culture } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';

export interface CategoryRecord {
  code: string;
  parent_code: string | null;
  level: number;
  sort_order: number;
  theme: string;
  description: string;
  name: string;
}

const selectCategory = `
  SELECT c.code, c.parent_code, c.level, c.sort_order, c.theme, c.description, n.name
  FROM categories c JOIN category_names n ON n.category_code = c.code AND n.culture = $1`;

export function categoryUrl(code: string): string {
  return `/c/${code}`;
}

export async function categoryByCode(db: Queryable, code: string, culture: Culture): Promise<CategoryRecord | null> {
  const [row] = await db.query<CategoryRecord>(`${selectCategory} WHERE c.code = $2`, [culture, code]);
  return row ?? null;
}

/** The category and the ones above it, top first. Codes are paths, so the ancestors are the code's prefixes. */
export async function categoryPath(db: Queryable, code: string, culture: Culture): Promise<CategoryRecord[]> {
  const segments = code.split('/');
  const codes = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
  const placeholders = codes.map((_, index) => `$${index + 2}`).join(', ');
  return db.query<CategoryRecord>(`${selectCategory} WHERE c.code IN (${placeholders}) ORDER BY c.level`, [
    culture,
    ...codes,
  ]);
}

/** A category's children, each with the number of products in it and below it. */
export async function childCategories(
  db: Queryable,
  parentCode: string,
  culture: Culture,
): Promise<(CategoryRecord & { product_count: number })[]> {
  return db.query(
    `SELECT c.code, c.parent_code, c.level, c.sort_order, c.theme, c.description, n.name,
            (SELECT count(*)::int FROM products p
             WHERE (p.category_code = c.code OR p.category_code LIKE c.code || '/%') AND NOT p.show_in_pos_only) AS product_count
     FROM categories c JOIN category_names n ON n.category_code = c.code AND n.culture = $1
     WHERE c.parent_code = $2
     ORDER BY c.sort_order`,
    [culture, parentCode],
  );
}

/** The whole tree in the shopper's language, parents before children. */
export async function allCategories(db: Queryable, culture: Culture): Promise<CategoryRecord[]> {
  return db.query<CategoryRecord>(`${selectCategory} ORDER BY c.level, c.sort_order`, [culture]);
}
