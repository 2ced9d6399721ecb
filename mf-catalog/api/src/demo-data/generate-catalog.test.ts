import { generateDemoCatalog } from './generate-catalog';
import { currencies } from './pricing';

const catalog = generateDemoCatalog({ seed: 42 });

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

test('the same seed gives the same catalog, another seed another one', () => {
  expect(generateDemoCatalog({ seed: 42 })).toEqual(catalog);
  const other = generateDemoCatalog({ seed: 43 });
  expect(other.products.map((product) => product.slug)).not.toEqual(catalog.products.map((product) => product.slug));
});

test('it has at least 1,000 products and 60 brands, each brand with its own colour', () => {
  expect(catalog.products.length).toBeGreaterThanOrEqual(1000);
  expect(catalog.brands.length).toBeGreaterThanOrEqual(60);
  for (const brand of catalog.brands) expect(brand.color).toMatch(/^#[0-9a-f]{6}$/);
  expect(new Set(catalog.brands.map((brand) => brand.slug)).size).toBe(catalog.brands.length);
});

test('the category tree is at least three levels deep, with level-4 nodes and names in all eight cultures', () => {
  const levels = new Set(catalog.categories.map((category) => category.level));
  expect(levels).toEqual(new Set([1, 2, 3, 4]));
  expect(catalog.categories.map((category) => category.code)).toContain('fragrance/women/perfume/eau-de-parfum');
  expect(catalog.categories.filter((category) => category.level === 1).map((category) => category.slug)).toEqual([
    'makeup', 'skincare', 'hair', 'fragrance', 'body-and-bath', 'health-and-wellness', 'men',
  ]);
  for (const category of catalog.categories) {
    const names = catalog.categoryNames.filter((row) => row.category_code === category.code);
    expect(names.map((row) => row.culture).sort()).toEqual(['da-DK', 'de-DE', 'en-US', 'fi-FI', 'nb-NO', 'nl-NL', 'pl-PL', 'sv-SE']);
  }
  expect(catalog.categoryNames).toContainEqual({ category_code: 'makeup', culture: 'sv-SE', name: 'Smink' });
});

test('level 2 has a node with exactly six children and one with more (the main menu shows six, or five and more)', () => {
  const childCount = (code: string) => catalog.categories.filter((category) => category.parent_code === code).length;
  const levelTwo = catalog.categories.filter((category) => category.level === 2).map((category) => childCount(category.code));
  expect(levelTwo).toContain(6);
  expect(levelTwo.some((count) => count > 6)).toBe(true);
});

test('products live in leaf categories and vary by shade (with a hex colour) or by size', () => {
  const parents = new Set(catalog.categories.map((category) => category.parent_code));
  const byProduct = groupBy(catalog.variants, (variant) => variant.product_code);
  for (const product of catalog.products) {
    expect(parents.has(product.category_code)).toBe(false);
    const variants = byProduct.get(product.code)!;
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      if (product.varies_by === 'COLOR') expect(variant.shade_hex).toMatch(/^#[0-9a-f]{6}$/);
      else expect(variant.shade_hex).toBeNull();
    }
  }
  expect(catalog.products.some((product) => product.varies_by === 'SIZE' && byProduct.get(product.code)!.length === 3)).toBe(true);
});

test('variant codes are unique six-digit strings and each variant has two or three images', () => {
  expect(new Set(catalog.variants.map((variant) => variant.code)).size).toBe(catalog.variants.length);
  for (const variant of catalog.variants) {
    expect(variant.code).toMatch(/^\d{6}$/);
    expect([2, 3]).toContain(variant.image_count);
  }
});

test('every variant has an integer price in each of the five currencies; previous and member prices are consistent', () => {
  const prices = groupBy(catalog.prices, (price) => price.variant_code);
  for (const variant of catalog.variants) {
    expect(prices.get(variant.code)!.map((price) => price.currency).sort()).toEqual([...currencies].sort());
  }
  for (const price of catalog.prices) {
    expect(Number.isInteger(price.amount)).toBe(true);
    expect(price.amount).toBeGreaterThan(0);
    if (price.previous_amount !== null) expect(price.previous_amount).toBeGreaterThan(price.amount);
    if (price.member_amount !== null) expect(price.member_amount).toBeLessThan(price.amount);
  }
  expect(catalog.prices.some((price) => price.previous_amount !== null)).toBe(true);
  expect(catalog.prices.some((price) => price.member_amount !== null)).toBe(true);
  const sek = catalog.prices.filter((price) => price.currency === 'SEK');
  expect(sek.every((price) => price.amount % 100 === 0 && (price.amount / 100) % 10 === 9)).toBe(true);
});

test('stock includes sold-out, monitorable and upcoming variants', () => {
  expect(catalog.stock.some((stock) => stock.online_quantity === 0 && !stock.is_monitorable && stock.store_quantity === 0)).toBe(true);
  expect(catalog.stock.some((stock) => stock.online_quantity === 0 && stock.is_monitorable)).toBe(true);
  expect(catalog.stock.some((stock) => stock.purchase_available_from !== null && stock.purchase_available_from > '2026-01-15')).toBe(true);
  expect(catalog.stock.filter((stock) => stock.online_quantity > 0).length).toBeGreaterThan(catalog.stock.length * 0.7);
});
