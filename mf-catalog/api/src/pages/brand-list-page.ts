import type { BrandListPageViewModel } from '../../../contract/listing-pages';
import { allBrands, brandUrl, type BrandRecord } from '../catalog/brand-repository';
import { catalogText } from '../catalog/catalog-texts';
import { fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';

/** 'A'–'Z' by the name's first letter without accents ('Ö' files under 'O'); anything else under '#'. */
export function brandLetter(name: string): string {
  const letter = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : '#';
}

function groupBrands(brands: BrandRecord[], culture: string): BrandListPageViewModel['groups'] {
  const groups = new Map<string, BrandRecord[]>();
  for (const brand of brands) {
    const letter = brandLetter(brand.name);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, members]) => ({
      letter,
      brands: members
        .sort((a, b) => a.name.localeCompare(b.name, culture))
        .map((brand) => ({ name: brand.name, url: brandUrl(brand.slug), code: brand.code, productCount: brand.product_count })),
    }));
}

export async function brandListPage(context: PageContext): Promise<PageResult> {
  const { culture } = context.shopper;
  const groups = groupBrands(await allBrands(context.db), culture);
  const heading = catalogText(culture, 'brandsHeading');
  const page: BrandListPageViewModel = {
    ...pageBase(context, {
      componentName: 'BrandListPageViewModel',
      url: '/brands',
      title: catalogText(culture, 'brands'),
      description: catalogText(culture, 'brandsDescription'),
      section: 'brand',
    }),
    componentName: 'BrandListPageViewModel',
    heading,
    groups,
  };
  return {
    status: 200,
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: heading }, ...groups.map((group) => ({ level: 2 as const, text: group.letter }))],
      paragraphs: [catalogText(culture, 'brandsDescription')],
      links: fallbackLinks(groups.flatMap((group) => group.brands)),
    })),
  };
}
