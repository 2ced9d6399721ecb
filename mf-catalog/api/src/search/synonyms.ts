import { normaliseSearchText } from './normalise-search-text';

/**
 * Words that mean the same to a shopper, across the eight languages: each group's words find each other's products.
 * Product names in the catalog are mostly English, so every group holds the English words; a multi-word entry
 * ('eau de parfum') must match as a whole. Written in plain letters: the words are normalised when read.
 */
const groups: string[][] = [
  ['perfume', 'parfum', 'eau de parfum', 'eau de toilette', 'fragrance', 'parfym', 'parfyme', 'hajuvesi', 'parfume', 'perfumy', 'parfüm', 'geur', 'duft'],
  ['lipstick', 'läppstift', 'leppestift', 'huulipuna', 'læbestift', 'pomadka', 'szminka', 'lippenstift'],
  ['lip gloss', 'läppglans', 'lipgloss', 'huulikiilto', 'błyszczyk', 'lipgloss'],
  ['mascara', 'maskara', 'tusz do rzęs', 'wimperntusche', 'ripsiväri'],
  ['eyeshadow', 'eye shadow', 'ögonskugga', 'øyenskygge', 'luomiväri', 'øjenskygge', 'cień do powiek', 'lidschatten', 'oogschaduw'],
  ['eyeliner', 'eye liner', 'kajal', 'rajauskynä'],
  ['foundation', 'meikkivoide', 'podkład', 'grundierung'],
  ['concealer', 'peitevoide', 'korektor', 'abdeckstift'],
  ['blush', 'rouge', 'poskipuna', 'róż'],
  ['bronzer', 'aurinkopuuteri', 'bronzer'],
  ['powder', 'puder', 'puuteri', 'pudder', 'poeder'],
  ['nail polish', 'nagellack', 'neglelakk', 'kynsilakka', 'neglelak', 'lakier do paznokci', 'nagellak'],
  ['moisturizer', 'moisturiser', 'moisturizing cream', 'fuktkräm', 'fuktighetskrem', 'kosteusvoide', 'fugtighedscreme', 'krem nawilżający', 'feuchtigkeitscreme', 'vochtinbrengende crème'],
  ['cream', 'kräm', 'krem', 'voide', 'creme', 'crème'],
  ['serum', 'seerumi', 'serumy'],
  ['cleanser', 'face wash', 'rengöring', 'ansiktsrengöring', 'rens', 'puhdistus', 'rensning', 'oczyszczanie', 'reinigung', 'reiniging'],
  ['sunscreen', 'sun protection', 'spf', 'solskydd', 'solkrem', 'aurinkosuoja', 'solcreme', 'filtr przeciwsłoneczny', 'sonnenschutz', 'zonnebrand'],
  ['shampoo', 'schampo', 'sjampo', 'szampon', 'shampoo'],
  ['conditioner', 'balsam', 'hoitoaine', 'odżywka', 'spülung', 'conditioner'],
  ['hair', 'hår', 'hiukset', 'włosy', 'haar'],
  ['brush', 'borste', 'pensel', 'sivellin', 'pędzel', 'pinsel', 'kwast'],
  ['body lotion', 'kroppslotion', 'body lotion', 'vartalovoide', 'balsam do ciała', 'körperlotion', 'bodylotion'],
  ['face mask', 'ansiktsmask', 'ansiktsmaske', 'kasvonaamio', 'ansigtsmaske', 'maseczka', 'gesichtsmaske', 'gezichtsmasker'],
  ['eye cream', 'ögonkräm', 'øyekrem', 'silmänympärysvoide', 'øjencreme', 'krem pod oczy', 'augencreme', 'oogcrème'],
  ['deodorant', 'deo', 'dezodorant'],
];

const synonymsByWord = new Map<string, string[]>();
for (const group of groups) {
  const words = [...new Set(group.map(normaliseSearchText))];
  for (const word of words) {
    const others = words.filter((other) => other !== word);
    synonymsByWord.set(word, [...new Set([...(synonymsByWord.get(word) ?? []), ...others])]);
  }
}

/** The other words of the word's synonym groups (normalised), or none. */
export function synonymsOf(word: string): string[] {
  return synonymsByWord.get(word) ?? [];
}
