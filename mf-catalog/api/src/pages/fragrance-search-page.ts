import type { Link } from '@storefront/platform';
import type { FragranceFamilyChoice, FragranceSearchPageViewModel } from '../../../contract/fragrance-finder';
import type { FacetName } from '../../../contract/product-listing';
import { catalogText } from '../catalog/catalog-texts';
import { categoryByCode, categoryUrl } from '../catalog/category-repository';
import { fragranceFamilies } from '../fragrance/fragrance-families';
import { finderChoice, finderChoiceParams, type FinderChoice } from '../fragrance/fragrance-params';
import { fragranceFinderPath, fragranceText } from '../fragrance/fragrance-texts';
import { normaliseSearchText } from '../search/normalise-search-text';
import { searchText } from '../search/search-texts';
import { listingFor } from './listing';
import { listingParams, listingUrl, type ListingParams } from './listing-params';
import { breadcrumbJsonLd, fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';

/** The finder's facets: families (shown as tiles), notes, whom for, then the listing's usual ones. */
const finderFacets: FacetName[] = ['family', 'note', 'audience', 'brand', 'price', 'rating', 'inStock'];

const finderUrl = (params: ListingParams, choice: FinderChoice) => listingUrl(fragranceFinderPath, params, true, finderChoiceParams(choice));

/**
 * The fragrance finder, /fragrance-finder: the catalog's fragrances through the one product search (scope 'fragrance'),
 * chosen by family, narrowed by notes, whom for, brand, price and rating, optionally by text. Every choice is in the URL.
 */
export async function fragranceSearchPage(context: PageContext): Promise<PageResult> {
  const choice = finderChoice(context.query);
  const listed = listingParams(context.query);
  const { audience, family, note } = choice;
  const params: ListingParams = { ...listed, filters: { ...listed.filters, family, note, ...(audience ? { audience } : {}) } };
  const { culture } = context.shopper;
  const text = normaliseSearchText(choice.q);
  const [{ listing, trackingInformationProducts }, fragranceCategory] = await Promise.all([
    listingFor(context, { kind: 'fragrance' }, params, searchText(culture, 'searchListName'), { ...(text ? { text: choice.q } : {}), facets: finderFacets }),
    categoryByCode(context.db, 'fragrance', culture),
  ]);
  const { correctedQuery, ...plainListing } = listing;
  const familyFacet = listing.facets.find((facet) => facet.name === 'family');
  const families: FragranceFamilyChoice[] = fragranceFamilies.map((candidate) => {
    const isSelected = family.includes(candidate.code);
    const chosen = isSelected ? family.filter((code) => code !== candidate.code) : [...family, candidate.code];
    return {
      code: candidate.code,
      name: candidate.names[culture],
      colour: candidate.colour,
      icon: candidate.icon,
      count: familyFacet?.values.find((value) => value.value === candidate.code)?.count ?? 0,
      isSelected,
      url: finderUrl({ ...params, page: 1 }, { ...choice, family: chosen }),
    };
  });

  const heading = fragranceText(culture, 'heading');
  const chosenNames = families.filter((candidate) => candidate.isSelected).map((candidate) => candidate.name);
  const title = [chosenNames.length > 0 ? `${heading}: ${chosenNames.join(', ')}` : heading, params.page > 1 ? `(${params.page})` : ''].filter(Boolean).join(' ');
  const breadcrumbs: Link[] = [
    { name: catalogText(culture, 'home'), url: '/' },
    ...(fragranceCategory ? [{ name: fragranceCategory.name, url: categoryUrl(fragranceCategory.code) }] : []),
    { name: heading, url: fragranceFinderPath },
  ];
  const url = finderUrl(params, choice);
  const page: FragranceSearchPageViewModel = {
    ...pageBase(context, {
      componentName: 'FragranceSearchPageViewModel',
      url,
      title,
      description: fragranceText(culture, 'intro'),
      section: 'search',
      theme: fragranceCategory?.theme ?? 'default',
      // A family's finder is a landing page worth its own address; notes, filters, sorting and text are not.
      canonicalUrl: listingUrl(fragranceFinderPath, params, false, family.length > 0 ? { family: [...family].sort().join(',') } : {}),
      jsonLd: [breadcrumbJsonLd(breadcrumbs)],
      ...(text ? { robots: 'noindex, follow' } : {}),
    }),
    componentName: 'FragranceSearchPageViewModel',
    heading,
    intro: fragranceText(culture, 'intro'),
    q: choice.q,
    ...(correctedQuery ? { correctedQuery } : {}),
    breadcrumbs,
    families,
    listing: { ...plainListing, facets: plainListing.facets.filter((facet) => facet.name !== 'family') },
    trackingInformationProducts,
  };
  const lastPage = Math.max(1, Math.ceil(listing.totalCount / listing.pageSize));
  const noteFacet = listing.facets.find((facet) => facet.name === 'note');
  return {
    status: 200,
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: heading }],
      paragraphs: [fragranceText(culture, 'intro')],
      links: fallbackLinks([
        ...breadcrumbs.slice(0, -1),
        ...families.map((candidate) => ({ name: `${candidate.isSelected ? '✓ ' : ''}${candidate.name} (${candidate.count})`, url: candidate.url })),
        ...(noteFacet?.values ?? []).map((value) => ({
          name: `${value.isSelected ? '✓ ' : ''}${value.text} (${value.count})`,
          url: finderUrl({ ...params, page: 1 }, { ...choice, note: value.isSelected ? note.filter((code) => code !== value.value) : [...note, value.value] }),
        })),
        ...listing.products.map((card) => ({ name: `${card.brandName} ${card.name}`, url: card.url })),
        ...(params.page < lastPage ? [{ name: `${params.page + 1}`, url: finderUrl({ ...params, page: params.page + 1 }, choice) }] : []),
      ]),
    })),
  };
}
