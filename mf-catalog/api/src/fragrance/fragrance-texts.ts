import type { Culture } from '@storefront/platform';
import { t } from '../catalog/catalog-texts';

/** Server-side texts of the fragrance finder, the link to it and whom a fragrance is for. */
export const fragranceTexts = {
  heading: t('Fragrance finder', 'Doftguiden', 'Duftguiden', 'Tuoksuopas', 'Duftguiden', 'Wyszukiwarka zapachów', 'Duftfinder', 'Geurwijzer'),
  intro: t(
    'Choose the scent families you love, then narrow down by notes.',
    'Välj de doftfamiljer du gillar och smalna sedan av med doftnoter.',
    'Velg duftfamiliene du liker, og snevre inn med duftnoter.',
    'Valitse mieleisesi tuoksuperheet ja rajaa sitten tuoksunuoteilla.',
    'Vælg de duftfamilier, du holder af, og indsnævr derefter med duftnoter.',
    'Wybierz ulubione rodziny zapachów, a potem zawęź wybór według nut.',
    'Wähle die Duftfamilien, die du magst, und grenze dann nach Duftnoten ein.',
    'Kies de geurfamilies die je mooi vindt en verfijn daarna op geurnoten.',
  ),
  finderLink: t(
    'Find your fragrance by scent family and notes',
    'Hitta din doft efter doftfamilj och noter',
    'Finn din duft etter duftfamilie og noter',
    'Löydä tuoksusi tuoksuperheen ja nuottien mukaan',
    'Find din duft efter duftfamilie og noter',
    'Znajdź swój zapach według rodziny i nut',
    'Finde deinen Duft nach Duftfamilie und Noten',
    'Vind je geur op geurfamilie en noten',
  ),
  women: t('For her', 'För henne', 'For henne', 'Naisille', 'Til hende', 'Dla niej', 'Für sie', 'Voor haar'),
  men: t('For him', 'För honom', 'For ham', 'Miehille', 'Til ham', 'Dla niego', 'Für ihn', 'Voor hem'),
  unisex: t('Unisex', 'Unisex', 'Unisex', 'Unisex', 'Unisex', 'Unisex', 'Unisex', 'Uniseks'),
};

export const fragranceText = (culture: Culture, key: keyof typeof fragranceTexts): string => fragranceTexts[key][culture];

/** The finder's address; its choices are query parameters (q, family, note, audience and the listing's own). */
export const fragranceFinderPath = '/fragrance-finder';
