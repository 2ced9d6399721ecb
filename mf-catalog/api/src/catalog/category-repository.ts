import type { Culture } from '@storefront/platform';
import type { CategoryTreeNode } from '../../../contract/listing-pages';
import type { Queryable } from '@storefront/platform/server';
import { below, inOrBelow } from './category-range';

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
  const [children, counts] = await Promise.all([
    db.query<CategoryRecord>(`${selectCategory} WHERE c.parent_code = $2 ORDER BY c.sort_order`, [culture, parentCode]),
    db.query<{ category_code: string; count: number }>(
      `SELECT category_code, count(*)::int AS count FROM products
       WHERE ${below('category_code', '$1')} AND NOT show_in_pos_only GROUP BY category_code`,
      [parentCode],
    ),
  ]);
  const countIn = (code: string) =>
    counts.filter((row) => row.category_code === code || row.category_code.startsWith(`${code}/`)).reduce((sum, row) => sum + row.count, 0);
  return children.map((child) => ({ ...child, product_count: countIn(child.code) }));
}

/** The whole tree in the shopper's language, parents before children. */
export async function allCategories(db: Queryable, culture: Culture): Promise<CategoryRecord[]> {
  return db.query<CategoryRecord>(`${selectCategory} ORDER BY c.level, c.sort_order`, [culture]);
}

/** The number of products in the category and below it. */
export async function categoryProductCount(db: Queryable, code: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM products WHERE ${inOrBelow('category_code', '$1')} AND NOT show_in_pos_only`,
    [code],
  );
  return row?.count ?? 0;
}

/** Nests the categories (parents before children, as allCategories gives them), each made into a node by `make`. */
export function nestCategories<Node extends { children: Node[] }>(
  categories: CategoryRecord[],
  make: (category: CategoryRecord) => Node,
): { top: Node[]; byCode: Map<string, Node> } {
  const byCode = new Map<string, Node>();
  const top: Node[] = [];
  for (const category of categories) {
    const node = make(category);
    byCode.set(category.code, node);
    const parent = category.parent_code ? byCode.get(category.parent_code) : undefined;
    (parent ? parent.children : top).push(node);
  }
  return { top, byCode };
}

/** The whole tree in the shopper's language, each category with the web's products in it and below it (one count per leaf). */
export async function categoryTree(db: Queryable, culture: Culture): Promise<CategoryTreeNode[]> {
  const [categories, counts] = await Promise.all([
    allCategories(db, culture),
    db.query<{ category_code: string; count: number }>('SELECT category_code, count(*)::int AS count FROM products WHERE NOT show_in_pos_only GROUP BY category_code'),
  ]);
  const { top, byCode } = nestCategories(categories, (category): CategoryTreeNode => ({
    code: category.code,
    name: category.name,
    url: categoryUrl(category.code),
    productCount: 0,
    children: [],
  }));
  for (const { category_code: code, count } of counts) {
    const segments = code.split('/');
    for (let depth = 1; depth <= segments.length; depth++) {
      const node = byCode.get(segments.slice(0, depth).join('/'));
      if (node) node.productCount += count;
    }
  }
  return top;
}
