import type { Queryable } from '@storefront/platform/server';
import { t, type Texts } from '../catalog/catalog-texts';

interface TagDefinition {
  code: string;
  isCertificate: boolean;
  names: Texts;
  /** Highlight texts (demo catalog, Sephora, Makeup API) that mean this tag, lower case. */
  highlights: string[];
}

/** The tags and certificates the catalog knows, and the feed highlights that mean them. */
export const tagVocabulary: TagDefinition[] = [
  { code: 'vegan', isCertificate: true, names: t('Vegan', 'Vegansk', 'Vegansk', 'Vegaaninen', 'Vegansk', 'Wegański', 'Vegan', 'Veganistisch'), highlights: ['vegan', 'vegan formula'] },
  { code: 'cruelty-free', isCertificate: true, names: t('Cruelty-free', 'Ej djurtestad', 'Ikke dyretestet', 'Eläinkokeeton', 'Ikke dyretestet', 'Nietestowany na zwierzętach', 'Tierversuchsfrei', 'Diervriendelijk'), highlights: ['cruelty-free', 'cruelty free'] },
  { code: 'clean', isCertificate: true, names: t('Clean beauty', 'Clean beauty', 'Clean beauty', 'Clean beauty', 'Clean beauty', 'Czyste kosmetyki', 'Clean Beauty', 'Clean beauty'), highlights: ['clean at sephora', 'clean + planet positive', 'natural', 'organic', 'certclean', 'ewg verified', 'usda organic'] },
  { code: 'fragrance-free', isCertificate: true, names: t('Fragrance-free', 'Parfymfri', 'Parfymefri', 'Hajusteeton', 'Parfumefri', 'Bezzapachowy', 'Parfümfrei', 'Parfumvrij'), highlights: ['fragrance-free', 'fragrance free', 'without fragrance'] },
  { code: 'paraben-free', isCertificate: true, names: t('Paraben-free', 'Parabenfri', 'Parabenfri', 'Parabeeniton', 'Parabenfri', 'Bez parabenów', 'Parabenfrei', 'Parabeenvrij'), highlights: ['paraben-free', 'without parabens', 'paraben free'] },
  { code: 'sulfate-free', isCertificate: true, names: t('Sulfate-free', 'Sulfatfri', 'Sulfatfri', 'Sulfaatiton', 'Sulfatfri', 'Bez siarczanów', 'Sulfatfrei', 'Sulfaatvrij'), highlights: ['sulfate-free', 'without sulfates sls & sles', 'sulfate free'] },
  { code: 'silicone-free', isCertificate: true, names: t('Silicone-free', 'Silikonfri', 'Silikonfri', 'Silikoniton', 'Silikonefri', 'Bez silikonów', 'Silikonfrei', 'Siliconenvrij'), highlights: ['silicone-free', 'silicone free', 'without silicones'] },
  { code: 'gluten-free', isCertificate: true, names: t('Gluten-free', 'Glutenfri', 'Glutenfri', 'Gluteeniton', 'Glutenfri', 'Bezglutenowy', 'Glutenfrei', 'Glutenvrij'), highlights: ['gluten-free', 'gluten free'] },
  { code: 'hydrating', isCertificate: false, names: t('Hydrating', 'Återfuktande', 'Fuktighetsgivende', 'Kosteuttava', 'Fugtgivende', 'Nawilżający', 'Feuchtigkeitsspendend', 'Hydraterend'), highlights: ['hydrating', 'good for: dryness', 'hydrating formula'] },
  { code: 'long-lasting', isCertificate: false, names: t('Long-lasting', 'Långvarig', 'Langvarig', 'Pitkäkestoinen', 'Langtidsholdbar', 'Długotrwały', 'Langanhaltend', 'Langhoudend'), highlights: ['long-lasting', 'long-wearing', 'long wearing', 'waterproof'] },
  { code: 'for-sensitive-skin', isCertificate: false, names: t('For sensitive skin', 'För känslig hud', 'For sensitiv hud', 'Herkälle iholle', 'Til sensitiv hud', 'Do skóry wrażliwej', 'Für empfindliche Haut', 'Voor de gevoelige huid'), highlights: ['for sensitive skin', 'good for: sensitivity', 'hypoallergenic', 'dermatologically tested'] },
  { code: 'refillable', isCertificate: false, names: t('Refillable', 'Påfyllningsbar', 'Påfyllbar', 'Täytettävä', 'Genopfyldelig', 'Uzupełnialny', 'Nachfüllbar', 'Navulbaar'), highlights: ['refillable'] },
  { code: 'recyclable-packaging', isCertificate: false, names: t('Recyclable packaging', 'Återvinningsbar förpackning', 'Resirkulerbar emballasje', 'Kierrätettävä pakkaus', 'Genanvendelig emballage', 'Opakowanie z recyklingu', 'Recycelbare Verpackung', 'Recyclebare verpakking'), highlights: ['recyclable packaging', 'recyclable'] },
  { code: 'spf', isCertificate: false, names: t('With SPF', 'Med solskydd', 'Med solfaktor', 'Aurinkosuojalla', 'Med solfaktor', 'Z filtrem SPF', 'Mit LSF', 'Met SPF'), highlights: ['spf', 'good for: uv protection'] },
  { code: 'limited-edition', isCertificate: false, names: t('Limited edition', 'Begränsad upplaga', 'Begrenset opplag', 'Rajoitettu erä', 'Begrænset oplag', 'Edycja limitowana', 'Limitierte Edition', 'Gelimiteerde editie'), highlights: ['limited edition'] },
  { code: 'made-in-sweden', isCertificate: false, names: t('Made in Sweden', 'Tillverkad i Sverige', 'Laget i Sverige', 'Valmistettu Ruotsissa', 'Fremstillet i Sverige', 'Wyprodukowano w Szwecji', 'Hergestellt in Schweden', 'Gemaakt in Zweden'), highlights: ['made in sweden'] },
];

const tagByHighlight = new Map(tagVocabulary.flatMap((tag) => tag.highlights.map((highlight) => [highlight, tag.code] as const)));

/** The tag codes a product's highlight texts mean (unknown highlights mean none). */
export function tagCodesFor(highlights: string[]): string[] {
  return [...new Set(highlights.map((highlight) => tagByHighlight.get(highlight.trim().toLowerCase())).filter((code): code is string => !!code))];
}

/** Inserts the vocabulary's rows for the tags (names in every culture); tags already there are left alone. */
export async function ensureTags(tx: Queryable, codes: string[]): Promise<void> {
  const tags = tagVocabulary.filter((tag) => codes.includes(tag.code));
  if (tags.length === 0) return;
  await tx.query(
    `INSERT INTO tags (code, is_certificate, sort_order)
     SELECT code, is_certificate, sort_order FROM json_populate_recordset(NULL::tags, $1::json) ON CONFLICT DO NOTHING`,
    [JSON.stringify(tags.map((tag) => ({ code: tag.code, is_certificate: tag.isCertificate, sort_order: tagVocabulary.indexOf(tag) })))],
  );
  await tx.query(
    `INSERT INTO tag_names (tag_code, culture, name)
     SELECT tag_code, culture, name FROM json_populate_recordset(NULL::tag_names, $1::json) ON CONFLICT DO NOTHING`,
    [JSON.stringify(tags.flatMap((tag) => Object.entries(tag.names).map(([culture, name]) => ({ tag_code: tag.code, culture, name }))))],
  );
}
