import type { DemoCatalog } from './catalog-rows';
import { generateBrands } from './generate-brands';
import { generateCategories } from './generate-categories';
import { generateProduct } from './generate-products';
import { generateVariants } from './generate-variants';
import { createRandom } from './random';

export const defaultDemoSeed = 20_251_122;
export const defaultReferenceDate = '2026-01-15';

export interface DemoCatalogOptions {
  seed?: number;
  productCount?: number;
  /** 'YYYY-MM-DD' the catalog is made for: launch dates lie before it, upcoming stock after it. */
  referenceDate?: string;
}

const minimumPerLeaf = 3;

/** The demo catalog: the same options always give the same catalog. */
export function generateDemoCatalog(options: DemoCatalogOptions = {}): DemoCatalog {
  const { seed = defaultDemoSeed, productCount = 1200, referenceDate = defaultReferenceDate } = options;
  const random = createRandom(seed);
  const { categories, categoryNames, leaves } = generateCategories();
  const brands = generateBrands(random);

  const counts = new Map(leaves.map((leaf) => [leaf.code, minimumPerLeaf]));
  for (let i = leaves.length * minimumPerLeaf; i < productCount; i++) {
    const leaf = random.weighted(leaves, (candidate) => candidate.products.weight);
    counts.set(leaf.code, counts.get(leaf.code)! + 1);
  }

  const catalog: DemoCatalog = {
    brands: brands.map(({ focus: _focus, ...row }) => row),
    categories,
    categoryNames,
    products: [],
    variants: [],
    prices: [],
    stock: [],
  };
  let variantCode = 100_000;
  const productContext = { random, referenceDate, brands, takenSlugs: new Set<string>() };
  const variantContext = {
    random,
    referenceDate,
    nextVariantCode: () => String((variantCode += random.int(1, 9))),
  };
  for (const leaf of leaves) {
    for (let i = 0; i < counts.get(leaf.code)!; i++) {
      const code = `P${String(10_001 + catalog.products.length)}`;
      const { product, offer } = generateProduct(code, leaf, productContext);
      const { variants, prices, stock } = generateVariants(code, leaf.products, offer, variantContext);
      catalog.products.push(product);
      catalog.variants.push(...variants);
      catalog.prices.push(...prices);
      catalog.stock.push(...stock);
    }
  }
  describeCategories(catalog);
  return catalog;
}

function describeCategories(catalog: DemoCatalog): void {
  const englishName = new Map(
    catalog.categoryNames.filter((row) => row.culture === 'en-US').map((row) => [row.category_code, row.name]),
  );
  for (const category of catalog.categories) {
    const inside = catalog.products.filter(
      (product) => product.category_code === category.code || product.category_code.startsWith(`${category.code}/`),
    );
    const brandCount = new Set(inside.map((product) => product.brand_code)).size;
    const name = englishName.get(category.code) ?? category.slug;
    category.description = `Discover ${name.toLowerCase()} from ${brandCount} brands, with new arrivals every week.`;
  }
}
