import type { Culture } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { t, type Texts } from '../catalog/catalog-texts';

interface TagDefinition {
  code: string;
  isCertificate: boolean;
  names: Texts;
  /** What a certificate means (shown on its page). */
  descriptions?: Texts;
  /** Highlight texts (demo catalog, Sephora, Makeup API) that mean this tag, lower case. */
  highlights: string[];
}

/** The tags and certificates the catalog knows, and the feed highlights that mean them. */
export const tagVocabulary: TagDefinition[] = [
  { code: 'vegan', isCertificate: true, names: t('Vegan', 'Vegansk', 'Vegansk', 'Vegaaninen', 'Vegansk', 'Wegański', 'Vegan', 'Veganistisch'),
    descriptions: t('Contains no ingredients of animal origin, such as beeswax, lanolin, carmine or collagen.', 'Innehåller inga ingredienser av animaliskt ursprung, som bivax, lanolin, karmin eller kollagen.', 'Inneholder ingen ingredienser av animalsk opprinnelse, som bivoks, lanolin, karmin eller kollagen.', 'Ei sisällä eläinperäisiä ainesosia, kuten mehiläisvahaa, lanoliinia, karmiinia tai kollageenia.', 'Indeholder ingen ingredienser af animalsk oprindelse, som bivoks, lanolin, karmin eller kollagen.', 'Nie zawiera składników pochodzenia zwierzęcego, takich jak wosk pszczeli, lanolina, karmin czy kolagen.', 'Enthält keine Inhaltsstoffe tierischen Ursprungs wie Bienenwachs, Lanolin, Karmin oder Kollagen.', 'Bevat geen ingrediënten van dierlijke oorsprong, zoals bijenwas, lanoline, karmijn of collageen.'), highlights: ['vegan', 'vegan formula'] },
  { code: 'cruelty-free', isCertificate: true, names: t('Cruelty-free', 'Ej djurtestad', 'Ikke dyretestet', 'Eläinkokeeton', 'Ikke dyretestet', 'Nietestowany na zwierzętach', 'Tierversuchsfrei', 'Diervriendelijk'),
    descriptions: t('Neither the product nor its ingredients have been tested on animals, by the brand or by its suppliers.', 'Varken produkten eller dess ingredienser har testats på djur, av varumärket eller av dess leverantörer.', 'Verken produktet eller ingrediensene er testet på dyr, av merket eller av leverandørene.', 'Tuotetta tai sen ainesosia ei ole testattu eläimillä, ei merkin eikä sen toimittajien toimesta.', 'Hverken produktet eller dets ingredienser er testet på dyr, af mærket eller af dets leverandører.', 'Ani produkt, ani jego składniki nie były testowane na zwierzętach – ani przez markę, ani przez jej dostawców.', 'Weder das Produkt noch seine Inhaltsstoffe wurden an Tieren getestet, weder von der Marke noch von ihren Lieferanten.', 'Het product en de ingrediënten zijn niet op dieren getest, niet door het merk en niet door de leveranciers.'), highlights: ['cruelty-free', 'cruelty free'] },
  { code: 'clean', isCertificate: true, names: t('Clean beauty', 'Clean beauty', 'Clean beauty', 'Clean beauty', 'Clean beauty', 'Czyste kosmetyki', 'Clean Beauty', 'Clean beauty'),
    descriptions: t('Made without debated ingredients such as parabens, the sulfates SLS and SLES, phthalates and mineral oils.', 'Tillverkad utan omdiskuterade ingredienser som parabener, sulfaterna SLS och SLES, ftalater och mineraloljor.', 'Laget uten omdiskuterte ingredienser som parabener, sulfatene SLS og SLES, ftalater og mineraloljer.', 'Valmistettu ilman kiisteltyjä ainesosia, kuten parabeeneja, sulfaatteja SLS ja SLES, ftalaatteja ja mineraaliöljyjä.', 'Fremstillet uden omdiskuterede ingredienser som parabener, sulfaterne SLS og SLES, ftalater og mineralolier.', 'Wyprodukowany bez kontrowersyjnych składników, takich jak parabeny, siarczany SLS i SLES, ftalany i oleje mineralne.', 'Ohne umstrittene Inhaltsstoffe wie Parabene, die Sulfate SLS und SLES, Phthalate und Mineralöle hergestellt.', 'Gemaakt zonder omstreden ingrediënten zoals parabenen, de sulfaten SLS en SLES, ftalaten en minerale oliën.'), highlights: ['clean at sephora', 'clean + planet positive', 'natural', 'organic', 'certclean', 'ewg verified', 'usda organic'] },
  { code: 'fragrance-free', isCertificate: true, names: t('Fragrance-free', 'Parfymfri', 'Parfymefri', 'Hajusteeton', 'Parfumefri', 'Bezzapachowy', 'Parfümfrei', 'Parfumvrij'),
    descriptions: t('No added perfume or essential oils: a good choice for sensitive skin and for anyone who reacts to fragrance.', 'Ingen tillsatt parfym eller eteriska oljor: ett bra val för känslig hud och för den som reagerar på doftämnen.', 'Ingen tilsatt parfyme eller eteriske oljer: et godt valg for sensitiv hud og for alle som reagerer på duftstoffer.', 'Ei lisättyä hajustetta tai eteerisiä öljyjä: hyvä valinta herkälle iholle ja kaikille, jotka reagoivat tuoksuihin.', 'Ingen tilsat parfume eller æteriske olier: et godt valg til sensitiv hud og til alle, der reagerer på duftstoffer.', 'Bez dodatku substancji zapachowych i olejków eterycznych: dobry wybór dla skóry wrażliwej i osób reagujących na zapachy.', 'Ohne zugesetzte Duftstoffe oder ätherische Öle: eine gute Wahl für empfindliche Haut und für alle, die auf Duftstoffe reagieren.', 'Zonder toegevoegde parfum of etherische oliën: een goede keuze voor de gevoelige huid en voor wie op geurstoffen reageert.'), highlights: ['fragrance-free', 'fragrance free', 'without fragrance'] },
  { code: 'paraben-free', isCertificate: true, names: t('Paraben-free', 'Parabenfri', 'Parabenfri', 'Parabeeniton', 'Parabenfri', 'Bez parabenów', 'Parabenfrei', 'Parabeenvrij'),
    descriptions: t('Preserved without parabens (methyl-, ethyl-, propyl- and butylparaben and their relatives).', 'Konserverad utan parabener (metyl-, etyl-, propyl- och butylparaben och deras släktingar).', 'Konservert uten parabener (metyl-, etyl-, propyl- og butylparaben og deres slektninger).', 'Säilötty ilman parabeeneja (metyyli-, etyyli-, propyyli- ja butyyliparabeeni sekä niiden sukulaiset).', 'Konserveret uden parabener (methyl-, ethyl-, propyl- og butylparaben og deres slægtninge).', 'Konserwowany bez parabenów (metylo-, etylo-, propylo- i butyloparabenu oraz pokrewnych).', 'Ohne Parabene konserviert (Methyl-, Ethyl-, Propyl- und Butylparaben und verwandte Stoffe).', 'Geconserveerd zonder parabenen (methyl-, ethyl-, propyl- en butylparabeen en verwante stoffen).'), highlights: ['paraben-free', 'without parabens', 'paraben free'] },
  { code: 'sulfate-free', isCertificate: true, names: t('Sulfate-free', 'Sulfatfri', 'Sulfatfri', 'Sulfaatiton', 'Sulfatfri', 'Bez siarczanów', 'Sulfatfrei', 'Sulfaatvrij'),
    descriptions: t('Cleanses without the sulfates SLS and SLES: milder on the scalp and kinder to coloured hair.', 'Rengör utan sulfaterna SLS och SLES: mildare mot hårbotten och skonsammare mot färgat hår.', 'Rengjør uten sulfatene SLS og SLES: mildere mot hodebunnen og skånsommere mot farget hår.', 'Puhdistaa ilman sulfaatteja SLS ja SLES: hellävaraisempi hiuspohjalle ja värjätyille hiuksille.', 'Renser uden sulfaterne SLS og SLES: mildere mod hovedbunden og skånsommere mod farvet hår.', 'Myje bez siarczanów SLS i SLES: łagodniejszy dla skóry głowy i włosów farbowanych.', 'Reinigt ohne die Sulfate SLS und SLES: milder zur Kopfhaut und schonender für coloriertes Haar.', 'Reinigt zonder de sulfaten SLS en SLES: milder voor de hoofdhuid en voor gekleurd haar.'), highlights: ['sulfate-free', 'without sulfates sls & sles', 'sulfate free'] },
  { code: 'silicone-free', isCertificate: true, names: t('Silicone-free', 'Silikonfri', 'Silikonfri', 'Silikoniton', 'Silikonefri', 'Bez silikonów', 'Silikonfrei', 'Siliconenvrij'),
    descriptions: t('Made without silicones such as dimethicone, so nothing builds up on hair or skin between washes.', 'Tillverkad utan silikoner som dimetikon, så att inget byggs upp på hår eller hud mellan tvättarna.', 'Laget uten silikoner som dimetikon, så ingenting bygger seg opp på hår eller hud mellom vaskene.', 'Valmistettu ilman silikoneja, kuten dimetikonia, joten mitään ei kerry hiuksiin tai iholle pesujen välillä.', 'Fremstillet uden silikoner som dimethicon, så intet ophobes på hår eller hud mellem vaskene.', 'Wyprodukowany bez silikonów, takich jak dimetikon, więc nic nie osadza się na włosach ani skórze między myciami.', 'Ohne Silikone wie Dimethicon hergestellt, damit sich zwischen den Wäschen nichts auf Haar oder Haut ablagert.', 'Gemaakt zonder siliconen zoals dimethicone, zodat er tussen de wasbeurten niets op haar of huid achterblijft.'), highlights: ['silicone-free', 'silicone free', 'without silicones'] },
  { code: 'gluten-free', isCertificate: true, names: t('Gluten-free', 'Glutenfri', 'Glutenfri', 'Gluteeniton', 'Glutenfri', 'Bezglutenowy', 'Glutenfrei', 'Glutenvrij'),
    descriptions: t('Contains no wheat, barley, rye or oats, nor ingredients made from them.', 'Innehåller inget vete, korn, råg eller havre och inga ingredienser framställda av dem.', 'Inneholder ikke hvete, bygg, rug eller havre og ingen ingredienser laget av dem.', 'Ei sisällä vehnää, ohraa, ruista tai kauraa eikä niistä valmistettuja ainesosia.', 'Indeholder ikke hvede, byg, rug eller havre og ingen ingredienser fremstillet af dem.', 'Nie zawiera pszenicy, jęczmienia, żyta ani owsa ani składników z nich wytworzonych.', 'Enthält weder Weizen, Gerste, Roggen noch Hafer und keine daraus hergestellten Inhaltsstoffe.', 'Bevat geen tarwe, gerst, rogge of haver, en geen ingrediënten die daarvan gemaakt zijn.'), highlights: ['gluten-free', 'gluten free'] },
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

/**
 * Inserts the vocabulary's rows for the tags (names and descriptions in every culture); tags already there are left
 * alone, except that an empty description gets the vocabulary's (catalogs made before the descriptions existed).
 */
export async function ensureTags(tx: Queryable, codes: string[]): Promise<void> {
  const tags = tagVocabulary.filter((tag) => codes.includes(tag.code));
  if (tags.length === 0) return;
  await tx.query(
    `INSERT INTO tags (code, is_certificate, sort_order)
     SELECT code, is_certificate, sort_order FROM json_populate_recordset(NULL::tags, $1::json) ON CONFLICT DO NOTHING`,
    [JSON.stringify(tags.map((tag) => ({ code: tag.code, is_certificate: tag.isCertificate, sort_order: tagVocabulary.indexOf(tag) })))],
  );
  const names = tags.flatMap((tag) =>
    Object.entries(tag.names).map(([culture, name]) => ({ tag_code: tag.code, culture, name, description: tag.descriptions?.[culture as Culture] ?? '' })),
  );
  await tx.query(
    `INSERT INTO tag_names (tag_code, culture, name, description)
     SELECT tag_code, culture, name, description FROM json_populate_recordset(NULL::tag_names, $1::json)
     ON CONFLICT (tag_code, culture) DO UPDATE SET description = EXCLUDED.description WHERE tag_names.description = ''`,
    [JSON.stringify(names)],
  );
}
