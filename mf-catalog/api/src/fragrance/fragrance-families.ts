import type { FragranceFamilyIcon } from '../../../contract/fragrance-finder';
import { t, type Texts } from '../catalog/catalog-texts';

export interface FragranceFamily {
  code: string;
  names: Texts;
  /** The finder's tile: a light background (dark text on it passes WCAG AA) and an icon. */
  colour: string;
  icon: FragranceFamilyIcon;
  /** Highlight texts that mean this family, normalised (see normaliseHighlight). */
  highlights: string[];
}

/**
 * The scent families the feeds state. The Sephora feed has exactly these four as highlights ('Floral Scent',
 * 'Fresh Scent', 'Woody & Earthy Scent', 'Warm &Spicy Scent'); citrus or gourmand families are not derived from notes,
 * since the feed never says them.
 */
export const fragranceFamilies: FragranceFamily[] = [
  {
    code: 'floral',
    names: t('Floral', 'Blommig', 'Blomstrete', 'Kukkainen', 'Blomstret', 'Kwiatowe', 'Blumig', 'Bloemig'),
    colour: '#f6d3df',
    icon: 'flower',
    highlights: ['floral scent'],
  },
  {
    code: 'fresh',
    names: t('Fresh', 'Frisk', 'Frisk', 'Raikas', 'Frisk', 'Świeże', 'Frisch', 'Fris'),
    colour: '#d3ece6',
    icon: 'wave',
    highlights: ['fresh scent'],
  },
  {
    code: 'woody-earthy',
    names: t('Woody & Earthy', 'Träig & jordig', 'Treaktig og jordaktig', 'Puumainen ja maanläheinen', 'Træagtig og jordagtig', 'Drzewne i ziemiste', 'Holzig & erdig', 'Houtachtig & aards'),
    colour: '#e3d5bd',
    icon: 'tree',
    highlights: ['woody & earthy scent'],
  },
  {
    code: 'warm-spicy',
    names: t('Warm & Spicy', 'Varm & kryddig', 'Varm og krydret', 'Lämmin ja mausteinen', 'Varm og krydret', 'Ciepłe i korzenne', 'Warm & würzig', 'Warm & kruidig'),
    colour: '#f5c9a3',
    icon: 'flame',
    highlights: ['warm & spicy scent'],
  },
];

/** Highlight texts that make a fragrance unisex, normalised. */
export const unisexHighlights = ['unisex/genderless scent', 'unisex scent', 'genderless scent', 'unisex'];

/** 'Warm &Spicy Scent' and 'Unisex/ Genderless Scent' as written by hand → 'warm & spicy scent', 'unisex/genderless scent'. */
export function normaliseHighlight(highlight: string): string {
  return highlight.toLowerCase().replace(/\s*&\s*/g, ' & ').replace(/\s*\/\s*/g, '/').replace(/\s+/g, ' ').trim();
}
