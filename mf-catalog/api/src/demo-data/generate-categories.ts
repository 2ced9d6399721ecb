import type { CategoryNameRow, CategoryRow } from './catalog-rows';
import { categoryNameTranslations } from './category-names';
import { categoryTree, type CategoryNode, type LeafProducts } from './category-tree';
import { slugify } from './slug';

export interface LeafCategory {
  code: string;
  name: string;
  /** Slug of the level-1 category it sits under. */
  topSlug: string;
  products: LeafProducts;
}

export interface GeneratedCategories {
  categories: CategoryRow[];
  categoryNames: CategoryNameRow[];
  leaves: LeafCategory[];
}

/** The category rows of the tree; descriptions are filled in once products are known. */
export function generateCategories(tree: CategoryNode[] = categoryTree): GeneratedCategories {
  const categories: CategoryRow[] = [];
  const categoryNames: CategoryNameRow[] = [];
  const leaves: LeafCategory[] = [];
  const visit = (node: CategoryNode, parent: CategoryRow | null, sortOrder: number, topSlug: string) => {
    const slug = slugify(node.name);
    const code = parent ? `${parent.code}/${slug}` : slug;
    const row: CategoryRow = {
      code,
      parent_code: parent?.code ?? null,
      slug,
      level: (parent?.level ?? 0) + 1,
      sort_order: sortOrder,
      theme: node.theme ?? parent?.theme ?? 'default',
      description: '',
    };
    categories.push(row);
    for (const [culture, name] of Object.entries(categoryNameTranslations(node.name))) {
      categoryNames.push({ category_code: code, culture: culture as CategoryNameRow['culture'], name });
    }
    const top = parent ? topSlug : slug;
    if (node.products) leaves.push({ code, name: node.name, topSlug: top, products: node.products });
    node.children?.forEach((child, index) => visit(child, row, index, top));
  };
  tree.forEach((node, index) => visit(node, null, index, slugify(node.name)));
  return { categories, categoryNames, leaves };
}
