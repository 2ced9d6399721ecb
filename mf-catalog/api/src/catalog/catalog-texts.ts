import type { Culture } from '@storefront/platform';

/** A text in all eight cultures; each feature keeps its own table of these beside its code (see catalogTexts). */
export type Texts = Record<Culture, string>;

export const t = (
  en: string,
  sv: string,
  nb: string,
  fi: string,
  da: string,
  pl: string,
  de: string,
  nl: string,
): Texts => ({ 'en-US': en, 'sv-SE': sv, 'nb-NO': nb, 'fi-FI': fi, 'da-DK': da, 'pl-PL': pl, 'de-DE': de, 'nl-NL': nl });

/** Server-side texts of the catalog's pages and menu, in all eight cultures. `{name}` marks a placeholder. */
export const catalogTexts = {
  siteName: t('Beauty Store', 'Beauty Store', 'Beauty Store', 'Beauty Store', 'Beauty Store', 'Beauty Store', 'Beauty Store', 'Beauty Store'),
  home: t('Home', 'Hem', 'Hjem', 'Etusivu', 'Forside', 'Strona główna', 'Startseite', 'Home'),
  brands: t('Brands', 'Varumärken', 'Merker', 'Merkit', 'Mærker', 'Marki', 'Marken', 'Merken'),
  brandsHeading: t('Brands A–Z', 'Varumärken A–Ö', 'Merker A–Å', 'Merkit A–Ö', 'Mærker A–Å', 'Marki A–Z', 'Marken A–Z', 'Merken A–Z'),
  brandsDescription: t(
    'All our brands from A to Z.',
    'Alla våra varumärken från A till Ö.',
    'Alle merkene våre fra A til Å.',
    'Kaikki merkkimme A:sta Ö:hön.',
    'Alle vores mærker fra A til Å.',
    'Wszystkie nasze marki od A do Z.',
    'Alle unsere Marken von A bis Z.',
    'Al onze merken van A tot Z.',
  ),
  offers: t('Offers', 'Erbjudanden', 'Tilbud', 'Tarjoukset', 'Tilbud', 'Promocje', 'Angebote', 'Aanbiedingen'),
  offersDescription: t(
    'Products on sale and member prices right now.',
    'Produkter på rea och medlemspriser just nu.',
    'Produkter på salg og medlemspriser akkurat nå.',
    'Alennuksessa olevat tuotteet ja jäsenhinnat juuri nyt.',
    'Produkter på udsalg og medlemspriser lige nu.',
    'Produkty w promocji i ceny dla członków klubu.',
    'Reduzierte Produkte und Mitgliederpreise.',
    'Producten in de aanbieding en ledenprijzen.',
  ),
  categories: t('All categories', 'Alla kategorier', 'Alle kategorier', 'Kaikki kategoriat', 'Alle kategorier', 'Wszystkie kategorie', 'Alle Kategorien', 'Alle categorieën'),
  categoriesDescription: t(
    'Every category of the shop, from makeup to wellness, with the number of products in each.',
    'Butikens alla kategorier, från smink till hälsa, med antalet produkter i varje.',
    'Alle kategoriene i butikken, fra sminke til helse, med antall produkter i hver.',
    'Kaupan kaikki kategoriat meikeistä hyvinvointiin ja kunkin tuotemäärä.',
    'Alle butikkens kategorier, fra makeup til sundhed, med antallet af produkter i hver.',
    'Wszystkie kategorie sklepu, od makijażu po zdrowie, z liczbą produktów w każdej.',
    'Alle Kategorien des Shops, von Make-up bis Wellness, mit der Zahl der Produkte in jeder.',
    'Alle categorieën van de winkel, van make-up tot welzijn, met het aantal producten in elk.',
  ),
  sortPopularity: t('Most popular', 'Populärast', 'Mest populære', 'Suosituimmat', 'Mest populære', 'Najpopularniejsze', 'Beliebteste', 'Populairst'),
  sortPriceAsc: t('Price, low to high', 'Pris, lägst först', 'Pris, lavest først', 'Hinta, halvin ensin', 'Pris, lavest først', 'Cena: od najniższej', 'Preis aufsteigend', 'Prijs, laag naar hoog'),
  sortPriceDesc: t('Price, high to low', 'Pris, högst först', 'Pris, høyest først', 'Hinta, kallein ensin', 'Pris, højest først', 'Cena: od najwyższej', 'Preis absteigend', 'Prijs, hoog naar laag'),
  sortNews: t('Newest', 'Nyheter', 'Nyheter', 'Uutuudet', 'Nyheder', 'Nowości', 'Neuheiten', 'Nieuwste'),
  sortName: t('Name A–Z', 'Namn A–Ö', 'Navn A–Å', 'Nimi A–Ö', 'Navn A–Å', 'Nazwa A–Z', 'Name A–Z', 'Naam A–Z'),
  lowest30Days: t('Lowest price last 30 days', 'Lägsta pris senaste 30 dagarna', 'Laveste pris siste 30 dager', 'Alin hinta 30 päivän aikana', 'Laveste pris de sidste 30 dage', 'Najniższa cena z 30 dni', 'Niedrigster Preis der letzten 30 Tage', 'Laagste prijs afgelopen 30 dagen'),
  lowest30DaysBeforeReduction: t(
    'Lowest price in the 30 days before the reduction',
    'Lägsta pris 30 dagar före sänkningen',
    'Laveste pris 30 dager før nedsettelsen',
    'Alin hinta 30 päivää ennen alennusta',
    'Laveste pris 30 dage før nedsættelsen',
    'Najniższa cena z 30 dni przed obniżką',
    'Niedrigster Preis der 30 Tage vor der Preissenkung',
    'Laagste prijs in de 30 dagen vóór de korting',
  ),
  previousPrice: t('Previous price', 'Tidigare pris', 'Tidligere pris', 'Aiempi hinta', 'Tidligere pris', 'Poprzednia cena', 'Vorheriger Preis', 'Vorige prijs'),
  ordinaryPrice: t('Ordinary price', 'Ordinarie pris', 'Ordinær pris', 'Normaalihinta', 'Normalpris', 'Cena regularna', 'Regulärer Preis', 'Normale prijs'),
  startHeading: t('Beauty for every day', 'Skönhet för varje dag', 'Skjønnhet for hver dag', 'Kauneutta joka päivään', 'Skønhed til hver dag', 'Piękno na co dzień', 'Schönheit für jeden Tag', 'Schoonheid voor elke dag'),
  startDescription: t(
    'Makeup, skincare, hair, fragrance and wellness from {count} brands.',
    'Smink, hudvård, hår, dofter och hälsa från {count} varumärken.',
    'Sminke, hudpleie, hår, dufter og helse fra {count} merker.',
    'Meikit, ihonhoito, hiukset, tuoksut ja hyvinvointi {count} merkiltä.',
    'Makeup, hudpleje, hår, dufte og sundhed fra {count} mærker.',
    'Makijaż, pielęgnacja, włosy, zapachy i zdrowie od {count} marek.',
    'Make-up, Hautpflege, Haare, Düfte und Wellness von {count} Marken.',
    'Make-up, huidverzorging, haar, geuren en welzijn van {count} merken.',
  ),
  heroHeading: t('Offers of the week', 'Veckans erbjudanden', 'Ukens tilbud', 'Viikon tarjoukset', 'Ugens tilbud', 'Promocje tygodnia', 'Angebote der Woche', 'Aanbiedingen van de week'),
  heroText: t(
    'Favourites at lower prices, and member prices for club members.',
    'Favoriter till lägre priser, och medlemspriser för klubbmedlemmar.',
    'Favoritter til lavere priser, og medlemspriser for klubbmedlemmer.',
    'Suosikkeja edullisemmin ja jäsenhinnat klubin jäsenille.',
    'Favoritter til lavere priser og medlemspriser for klubmedlemmer.',
    'Ulubione produkty w niższych cenach i ceny dla członków klubu.',
    'Lieblinge zu kleineren Preisen und Mitgliederpreise für Clubmitglieder.',
    'Favorieten voor minder, en ledenprijzen voor clubleden.',
  ),
  shopOffers: t('Shop offers', 'Handla erbjudanden', 'Se tilbudene', 'Katso tarjoukset', 'Se tilbuddene', 'Zobacz promocje', 'Zu den Angeboten', 'Bekijk aanbiedingen'),
  newIn: t('New in', 'Nyheter', 'Nyheter', 'Uutuudet', 'Nyheder', 'Nowości', 'Neu eingetroffen', 'Nieuw binnen'),
  bestsellers: t('Bestsellers', 'Bästsäljare', 'Bestselgere', 'Myydyimmät', 'Bestsellere', 'Bestsellery', 'Bestseller', 'Bestsellers'),
  shopByCategory: t('Shop by category', 'Handla per kategori', 'Handle etter kategori', 'Ostoksille kategorioittain', 'Shop efter kategori', 'Kupuj według kategorii', 'Nach Kategorie einkaufen', 'Shop per categorie'),
  popularBrands: t('Popular brands', 'Populära varumärken', 'Populære merker', 'Suositut merkit', 'Populære mærker', 'Popularne marki', 'Beliebte Marken', 'Populaire merken'),
  seeAll: t('See all', 'Se alla', 'Se alle', 'Näytä kaikki', 'Se alle', 'Zobacz wszystkie', 'Alle ansehen', 'Bekijk alles'),
  notFoundHeading: t(
    'Page not found',
    'Sidan hittades inte',
    'Vi fant ikke siden',
    'Sivua ei löytynyt',
    'Vi kunne ikke finde siden',
    'Nie znaleziono strony',
    'Seite nicht gefunden',
    'Pagina niet gevonden',
  ),
  notFoundText: t(
    'The page may have moved or no longer exists. Try one of these instead.',
    'Sidan kan ha flyttats eller finns inte längre. Prova någon av dessa i stället.',
    'Siden kan ha blitt flyttet eller finnes ikke lenger. Prøv en av disse i stedet.',
    'Sivu on ehkä siirretty tai sitä ei enää ole. Kokeile jotakin näistä.',
    'Siden er måske flyttet eller findes ikke længere. Prøv en af disse i stedet.',
    'Strona mogła zostać przeniesiona lub już nie istnieje. Spróbuj jednej z tych.',
    'Die Seite wurde verschoben oder existiert nicht mehr. Versuchen Sie stattdessen eine dieser Seiten.',
    'De pagina is verplaatst of bestaat niet meer. Probeer een van deze.',
  ),
  brandDescriptionTitle: t('{name}: products and news', '{name}: produkter och nyheter', '{name}: produkter og nyheter', '{name}: tuotteet ja uutuudet', '{name}: produkter og nyheder', '{name}: produkty i nowości', '{name}: Produkte und Neuheiten', '{name}: producten en nieuws'),
} as const;

export type CatalogTextKey = keyof typeof catalogTexts;

/** The text with its `{name}` placeholders filled in. */
export function fillText(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match));
}

/** A feature's text function over its own table of texts: `(culture, key, params) => text`. */
export const textsOf =
  <Key extends string>(table: Record<Key, Texts>) =>
  (culture: Culture, key: Key, params: Record<string, string | number> = {}): string =>
    fillText(table[key][culture], params);

export function catalogText(culture: Culture, key: CatalogTextKey, params: Record<string, string | number> = {}): string {
  return fillText(catalogTexts[key][culture], params);
}
