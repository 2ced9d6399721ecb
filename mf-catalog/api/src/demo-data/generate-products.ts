import { tierPriceFactor } from './brands';
import type { ProductRow } from './catalog-rows';
import { addDays } from './dates';
import type { GeneratedBrand } from './generate-brands';
import type { LeafCategory } from './generate-categories';
import type { ProductOffer } from './generate-variants';
import {
  descriptionClosers,
  descriptionOpeners,
  highlightPools,
  ingredientPools,
  namePrefixes,
  scentFamilies,
  scentNames,
} from './product-texts';
import type { Random } from './random';
import { slugify } from './slug';

export interface ProductContext {
  random: Random;
  referenceDate: string;
  brands: GeneratedBrand[];
  /** Product slugs taken so far: each slug names one product. */
  takenSlugs: Set<string>;
}

function brandFor(leaf: LeafCategory, context: ProductContext): GeneratedBrand {
  const makers = context.brands.filter((brand) => brand.focus.includes(leaf.topSlug));
  return context.random.pick(makers.length > 0 ? makers : context.brands);
}

function uniqueName(leaf: LeafCategory, brand: GeneratedBrand, context: ProductContext): { name: string; slug: string } {
  const { random, takenSlugs } = context;
  const compose = () => {
    const noun = random.pick(leaf.products.nouns);
    return `${random.pick(leaf.products.naming === 'scent' ? scentNames : namePrefixes)} ${noun}`;
  };
  let name = compose();
  for (let attempt = 0; takenSlugs.has(slugify(`${brand.name} ${name}`)); attempt++) {
    name = attempt < 20 ? compose() : `${compose()} No. ${attempt}`;
  }
  const slug = slugify(`${brand.name} ${name}`);
  takenSlugs.add(slug);
  return { name, slug };
}

/** A scent-named product's family highlights ('Rose Noire Eau de Parfum': 'Floral Scent'); none for the others. */
function scentHighlights(leaf: LeafCategory, name: string): string[] {
  if (leaf.products.naming !== 'scent') return [];
  const scent = scentNames.find((candidate) => name.startsWith(`${candidate} `));
  return scent ? (scentFamilies[scent] ?? []) : [];
}

export function generateProduct(
  code: string,
  leaf: LeafCategory,
  context: ProductContext,
): { product: ProductRow; offer: ProductOffer } {
  const { random, referenceDate } = context;
  const brand = brandFor(leaf, context);
  const { name, slug } = uniqueName(leaf, brand, context);
  const family = leaf.topSlug;
  const hasReviews = random.chance(0.8);
  const reviewCount = hasReviews ? Math.floor(Math.exp(random.next() * 7)) : 0;
  const isNew = random.chance(0.1);
  const ingredients =
    leaf.products.silhouette === 'brush' ? null : random.sample(ingredientPools[family] ?? [], random.int(5, 9)).join(', ');
  const [low, high] = leaf.products.priceSek;
  const tier = brand.tier as 1 | 2 | 3 | 4;
  const product: ProductRow = {
    code,
    slug,
    name,
    brand_code: brand.code,
    category_code: leaf.code,
    product_type: leaf.code.split('/').at(-1)!,
    silhouette: leaf.products.silhouette,
    varies_by: leaf.products.shades ? 'COLOR' : 'SIZE',
    description: `${name} from ${brand.name} ${random.pick(descriptionOpeners[family] ?? descriptionOpeners.makeup!)}. ${random.pick(descriptionClosers)}`,
    ingredients,
    highlights: [...random.sample(highlightPools[family] ?? [], random.int(1, 3)), ...scentHighlights(leaf, name)],
    rating_tenths: hasReviews ? random.int(30, 50) : null,
    review_count: reviewCount,
    is_new: isNew,
    popularity: Math.round(reviewCount * 0.6 + random.int(0, 600) + (isNew ? 250 : 0)),
    launched_on: addDays(referenceDate, -(isNew ? random.int(0, 45) : random.int(60, 1500))),
    max_quantity: family === 'health-and-wellness' ? 20 : leaf.products.nouns.includes('Gift Set') ? 3 : 10,
  };
  const offer: ProductOffer = {
    listValueSek: (low + random.next() * (high - low)) * tierPriceFactor[tier],
    previousFactor: random.chance(0.15) ? 1.2 + random.next() * 0.25 : null,
    memberFactor: random.chance(0.12) ? 0.85 : null,
  };
  return { product, offer };
}
