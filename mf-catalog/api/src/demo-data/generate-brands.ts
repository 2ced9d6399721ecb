import { brandDefinitions } from './brands';
import type { BrandRow } from './catalog-rows';
import { hslToHex } from './colors';
import { brandCities, categoryWords, tierWords } from './product-texts';
import type { Random } from './random';
import { slugify } from './slug';

export interface GeneratedBrand extends BrandRow {
  /** Level-1 category slugs the brand makes products for. */
  focus: readonly string[];
}

export function generateBrands(random: Random): GeneratedBrand[] {
  return brandDefinitions.map(([name, tier, focus], index) => {
    const color = hslToHex(random.int(0, 359), 0.4 + random.next() * 0.3, 0.28 + random.next() * 0.22);
    const city = random.pick(brandCities);
    const year = random.int(1921, 2021);
    const makes = focus.map((slug) => categoryWords[slug] ?? slug).join(' and ');
    return {
      code: `B${String(index + 1).padStart(3, '0')}`,
      slug: slugify(name),
      name,
      color,
      description: `${name} is ${tierWords[tier]} for ${makes}, founded in ${city} in ${year}.`,
      tier,
      focus,
    };
  });
}
