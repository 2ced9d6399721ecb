import type { Culture } from '@storefront/platform';
import { fillText, t } from '../catalog/catalog-texts';

/** Server-side texts of search and listings: sort orders, facet names and facet values. */
export const searchTexts = {
  sortRelevance: t('Best match', 'Bästa träff', 'Beste treff', 'Osuvimmat', 'Bedste match', 'Najtrafniejsze', 'Beste Treffer', 'Beste match'),
  sortRating: t('Best rated', 'Bäst betyg', 'Best vurdert', 'Parhaat arviot', 'Bedst bedømt', 'Najwyżej oceniane', 'Beste Bewertung', 'Best beoordeeld'),
  facetBrand: t('Brand', 'Varumärke', 'Merke', 'Merkki', 'Mærke', 'Marka', 'Marke', 'Merk'),
  facetCategory: t('Category', 'Kategori', 'Kategori', 'Kategoria', 'Kategori', 'Kategoria', 'Kategorie', 'Categorie'),
  facetPrice: t('Price', 'Pris', 'Pris', 'Hinta', 'Pris', 'Cena', 'Preis', 'Prijs'),
  facetTag: t('Properties', 'Egenskaper', 'Egenskaper', 'Ominaisuudet', 'Egenskaber', 'Właściwości', 'Eigenschaften', 'Eigenschappen'),
  facetRating: t('Rating', 'Betyg', 'Vurdering', 'Arvio', 'Bedømmelse', 'Ocena', 'Bewertung', 'Beoordeling'),
  facetFamily: t('Scent family', 'Doftfamilj', 'Duftfamilie', 'Tuoksuperhe', 'Duftfamilie', 'Rodzina zapachów', 'Duftfamilie', 'Geurfamilie'),
  facetNote: t('Notes', 'Doftnoter', 'Duftnoter', 'Tuoksunuotit', 'Duftnoter', 'Nuty zapachowe', 'Duftnoten', 'Geurnoten'),
  facetAudience: t('For', 'För', 'For', 'Kenelle', 'Til', 'Dla kogo', 'Für', 'Voor'),
  facetInStock: t('Availability', 'Tillgänglighet', 'Tilgjengelighet', 'Saatavuus', 'Tilgængelighed', 'Dostępność', 'Verfügbarkeit', 'Beschikbaarheid'),
  inStockOnly: t('In stock online', 'I lager online', 'På lager på nett', 'Varastossa verkossa', 'På lager online', 'Dostępne online', 'Online auf Lager', 'Online op voorraad'),
  ratingAtLeast: t('{stars} stars and up', '{stars} stjärnor och uppåt', '{stars} stjerner og mer', 'Vähintään {stars} tähteä', '{stars} stjerner og op', 'Od {stars} gwiazdek', 'Ab {stars} Sternen', '{stars} sterren en hoger'),
  searchHeading: t('Search', 'Sök', 'Søk', 'Haku', 'Søg', 'Szukaj', 'Suche', 'Zoeken'),
  searchResultsFor: t('Search results for “{q}”', 'Sökresultat för ”{q}”', 'Søkeresultater for «{q}»', 'Hakutulokset: ”{q}”', 'Søgeresultater for »{q}«', 'Wyniki wyszukiwania dla „{q}”', 'Suchergebnisse für „{q}“', 'Zoekresultaten voor ‘{q}’'),
  searchDescription: t('Search among all our products and brands.', 'Sök bland alla våra produkter och varumärken.', 'Søk blant alle våre produkter og merker.', 'Hae kaikista tuotteistamme ja merkeistämme.', 'Søg blandt alle vores produkter og mærker.', 'Szukaj wśród wszystkich naszych produktów i marek.', 'Suche in allen unseren Produkten und Marken.', 'Zoek in al onze producten en merken.'),
  searchListName: t('Search page', 'Söksida', 'Søkeside', 'Hakusivu', 'Søgeside', 'Strona wyszukiwania', 'Suchseite', 'Zoekpagina'),
};

export type SearchTextKey = keyof typeof searchTexts;

export function searchText(culture: Culture, key: SearchTextKey, params: Record<string, string | number> = {}): string {
  return fillText(searchTexts[key][culture], params);
}
