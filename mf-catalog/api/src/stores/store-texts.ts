import type { Culture } from '@storefront/platform';
import { fillText, t } from '../catalog/catalog-texts';

/** Server-side texts of the store pages. */
export const storeTexts = {
  stores: t('Stores', 'Butiker', 'Butikker', 'Myymälät', 'Butikker', 'Sklepy', 'Filialen', 'Winkels'),
  storesHeading: t('Find a store', 'Hitta butik', 'Finn butikk', 'Löydä myymälä', 'Find butik', 'Znajdź sklep', 'Filiale finden', 'Vind een winkel'),
  storesDescription: t(
    'Our stores, their opening hours and what they have in stock.',
    'Våra butiker, deras öppettider och vad de har i lager.',
    'Butikkene våre, åpningstidene og hva de har på lager.',
    'Myymälämme, niiden aukioloajat ja varastotilanne.',
    'Vores butikker, deres åbningstider og hvad de har på lager.',
    'Nasze sklepy, godziny otwarcia i dostępność produktów.',
    'Unsere Filialen, ihre Öffnungszeiten und was sie vorrätig haben.',
    'Onze winkels, hun openingstijden en wat ze op voorraad hebben.',
  ),
  closed: t('Closed', 'Stängt', 'Stengt', 'Suljettu', 'Lukket', 'Zamknięte', 'Geschlossen', 'Gesloten'),
  inStore: t('Products in {name}', 'Produkter i {name}', 'Produkter i {name}', 'Tuotteet: {name}', 'Produkter i {name}', 'Produkty w: {name}', 'Produkte in {name}', 'Producten in {name}'),
  storeListName: t('Store', 'Butik', 'Butikk', 'Myymälä', 'Butik', 'Sklep', 'Filiale', 'Winkel'),
};

export function storeText(culture: Culture, key: keyof typeof storeTexts, params: Record<string, string | number> = {}): string {
  return fillText(storeTexts[key][culture], params);
}
