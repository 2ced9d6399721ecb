import { t, type Texts } from '../catalog/catalog-texts';

export interface FragranceNote {
  code: string;
  names: Texts;
  /** Words in the product's name or a variant's name (English, and the French and Italian perfumers write). */
  inName: RegExp;
  /**
   * What in the INCI ingredient list means the note: the botanical's oil or absolute, a molecule that smells of it, or
   * the brand's own "(rose note/…)" annotation. Botanical extracts in a skincare list (grapefruit fruit extract, white
   * tea leaf extract) do not count; nor does coumarin, a declared allergen in 40% of the feed's perfumes.
   */
  inIngredients?: RegExp;
}

/** A whole-word match of any of the alternatives, letters of every language counting as word characters. */
const words = (...alternatives: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
const inci = (pattern: string) => new RegExp(pattern, 'i');

/** The notes the finder offers, in the order a perfumer lists them: flowers, gourmands, woods and resins, fresh notes. */
export const fragranceNotes: FragranceNote[] = [
  {
    code: 'rose',
    names: t('Rose', 'Ros', 'Rose', 'Ruusu', 'Rose', 'Róża', 'Rose', 'Roos'),
    inName: words('roses?'),
    inIngredients: inci('rosa (damascena|centifolia|gallica)[^,]*(oil|absolute|flower)|\\brose (flower|absolute|oil|otto|bulgaria|de grasse)|turkish rose|\\(rose note'),
  },
  {
    code: 'jasmine',
    names: t('Jasmine', 'Jasmin', 'Sjasmin', 'Jasmiini', 'Jasmin', 'Jaśmin', 'Jasmin', 'Jasmijn'),
    inName: words('jasmine?', 'jasminum', 'gelsomino'),
    inIngredients: inci('jasmin'),
  },
  {
    code: 'orange-blossom',
    names: t('Orange blossom', 'Apelsinblom', 'Appelsinblomst', 'Appelsiininkukka', 'Appelsinblomst', 'Kwiat pomarańczy', 'Orangenblüte', 'Oranjebloesem'),
    inName: words('orange (blossoms?|flowers?)', 'n[eé]roli', "fleur d['’]oranger", 'zagara'),
    inIngredients: inci('citrus aurantium amara[^,]*flower|neroli|orange (blossom|flower)'),
  },
  {
    code: 'peony',
    names: t('Peony', 'Pion', 'Peon', 'Pioni', 'Pæon', 'Piwonia', 'Pfingstrose', 'Pioen'),
    inName: words('peony', 'peonies', 'pivoine', 'peonia'),
    inIngredients: inci('\\bpeony\\b'),
  },
  {
    code: 'iris',
    names: t('Iris', 'Iris', 'Iris', 'Kurjenmiekka', 'Iris', 'Irys', 'Iris', 'Iris'),
    inName: words('iris', 'orris'),
    inIngredients: inci('iris (florentina|pallida|germanica)|orris'),
  },
  {
    code: 'lavender',
    names: t('Lavender', 'Lavendel', 'Lavendel', 'Laventeli', 'Lavendel', 'Lawenda', 'Lavendel', 'Lavendel'),
    inName: words('lavender', 'lavande', 'lavanda'),
    inIngredients: inci('lavand(ula|in)|lavender'),
  },
  {
    code: 'vanilla',
    names: t('Vanilla', 'Vanilj', 'Vanilje', 'Vanilja', 'Vanilje', 'Wanilia', 'Vanille', 'Vanille'),
    inName: words('vanill\\p{L}*'),
    inIngredients: inci('vanill'),
  },
  {
    code: 'tonka',
    names: t('Tonka bean', 'Tonkaböna', 'Tonkabønne', 'Tonkapapu', 'Tonkabønne', 'Fasola tonka', 'Tonkabohne', 'Tonkaboon'),
    inName: words('tonka'),
    inIngredients: inci('tonka|dipteryx odorata'),
  },
  {
    code: 'caramel',
    names: t('Caramel', 'Kola', 'Karamell', 'Kinuski', 'Karamel', 'Karmel', 'Karamell', 'Karamel'),
    inName: words('caramel\\p{L}*', 'pralin[eé]', 'toffee', 'butterscotch', 'brown sugar', 'dulce de leche'),
    inIngredients: inci('\\(caramel|caramellic|\\(brown sugar note|ethyl maltol'),
  },
  {
    code: 'coconut',
    names: t('Coconut', 'Kokos', 'Kokos', 'Kookos', 'Kokos', 'Kokos', 'Kokos', 'Kokos'),
    inName: words('coconuts?', 'noix de coco', 'cocco'),
    inIngredients: inci('\\(coconut note'),
  },
  {
    code: 'cherry',
    names: t('Cherry', 'Körsbär', 'Kirsebær', 'Kirsikka', 'Kirsebær', 'Wiśnia', 'Kirsche', 'Kers'),
    inName: words('cherry', 'cherries', 'cerise', 'ciliegia'),
    inIngredients: inci('\\(cherry note'),
  },
  {
    code: 'pear',
    names: t('Pear', 'Päron', 'Pære', 'Päärynä', 'Pære', 'Gruszka', 'Birne', 'Peer'),
    inName: words('pears?', 'poire'),
    inIngredients: inci('\\(pear note|pyrus communis'),
  },
  {
    code: 'fig',
    names: t('Fig', 'Fikon', 'Fiken', 'Viikuna', 'Figen', 'Figa', 'Feige', 'Vijg'),
    inName: words('figs?', 'figue', 'figuier', 'fico'),
    inIngredients: inci('ficus carica|\\(fig note'),
  },
  {
    code: 'amber',
    names: t('Amber', 'Amber', 'Amber', 'Ambra', 'Ambra', 'Ambra', 'Amber', 'Amber'),
    inName: words('amber', 'ambre', 'ambra', '[aá]mbar'),
    inIngredients: inci('\\bamber(gris)?\\b|ambrox|ambrofix|cetalox'),
  },
  {
    code: 'musk',
    names: t('Musk', 'Mysk', 'Moskus', 'Myski', 'Moskus', 'Piżmo', 'Moschus', 'Musk'),
    inName: words('musks?', 'musky', 'musc', 'muschio'),
    inIngredients: inci('musk|\\bmusc\\b|ambrettolide|habanolide|galaxolide|ethylene brassylate|exaltolide|helvetolide|muscone|romandolide'),
  },
  {
    code: 'sandalwood',
    names: t('Sandalwood', 'Sandelträ', 'Sandeltre', 'Santelipuu', 'Sandeltræ', 'Drzewo sandałowe', 'Sandelholz', 'Sandelhout'),
    inName: words('sandalwood', 'santal', 'santalum', 'sandalo'),
    inIngredients: inci('santal|sandal'),
  },
  {
    code: 'cedar',
    names: t('Cedarwood', 'Cederträ', 'Sedertre', 'Setripuu', 'Cedertræ', 'Drzewo cedrowe', 'Zedernholz', 'Cederhout'),
    inName: words('cedar(wood)?', 'c[eè]dre', 'cedro'),
    inIngredients: inci('cedrus|cedar|juniperus virginiana|cedrol|cedrene|cedryl'),
  },
  {
    code: 'oud',
    names: t('Oud', 'Oud', 'Oud', 'Oud', 'Oud', 'Oud', 'Oud', 'Oud'),
    inName: words('oudh?', 'aoud', 'agarwood'),
    inIngredients: inci('aquilaria|agarwood|\\boud\\b'),
  },
  {
    code: 'patchouli',
    names: t('Patchouli', 'Patchouli', 'Patchouli', 'Patsuli', 'Patchouli', 'Paczula', 'Patschuli', 'Patchoeli'),
    inName: words('patchoul[iy]'),
    inIngredients: inci('pogostemon|patchouli'),
  },
  {
    code: 'vetiver',
    names: t('Vetiver', 'Vetiver', 'Vetiver', 'Vetiveria', 'Vetiver', 'Wetiweria', 'Vetiver', 'Vetiver'),
    inName: words('v[eé]tiver', 'vetyver'),
    inIngredients: inci('vetiver'),
  },
  {
    code: 'leather',
    names: t('Leather', 'Läder', 'Lær', 'Nahka', 'Læder', 'Skóra', 'Leder', 'Leer'),
    inName: words('leather', 'cuir', 'suede', 'daim'),
    inIngredients: inci('\\(leather note|leather accord'),
  },
  {
    code: 'tobacco',
    names: t('Tobacco', 'Tobak', 'Tobakk', 'Tupakka', 'Tobak', 'Tytoń', 'Tabak', 'Tabak'),
    inName: words('tobacco', 'tabac', 'tabacco', 'tabaco'),
    inIngredients: inci('nicotiana tabacum|tobacco'),
  },
  {
    code: 'incense',
    names: t('Incense', 'Rökelse', 'Røkelse', 'Suitsuke', 'Røgelse', 'Kadzidło', 'Weihrauch', 'Wierook'),
    inName: words('incense', 'frankincense', 'encens', 'olibanum'),
    inIngredients: inci('boswellia|olibanum|frankincense|incense'),
  },
  {
    code: 'pink-pepper',
    names: t('Pink pepper', 'Rosépeppar', 'Rosépepper', 'Roosapippuri', 'Rosépeber', 'Różowy pieprz', 'Rosa Pfeffer', 'Roze peper'),
    inName: words('pink pepper(corns?)?', 'poivre rose'),
    inIngredients: inci('schinus (molle|terebinthifolius)|pink pepper'),
  },
  {
    code: 'bergamot',
    names: t('Bergamot', 'Bergamott', 'Bergamott', 'Bergamotti', 'Bergamot', 'Bergamotka', 'Bergamotte', 'Bergamot'),
    inName: words('bergamot', 'bergamote', 'bergamotto'),
    inIngredients: inci('bergamot|bergamia[^,]*oil'),
  },
  {
    code: 'citrus',
    names: t('Citrus', 'Citrus', 'Sitrus', 'Sitrus', 'Citrus', 'Cytrusy', 'Zitrus', 'Citrus'),
    inName: words(
      'citrus',
      'lemons?',
      'limes?',
      'grapefruits?',
      'pamplemousse',
      'mandarin[e]?',
      'tangerine',
      'clementine',
      'yuzu',
      'citron',
      'limone',
      'agrum[ei]s?',
      'blood orange',
      'oranges?(?!\\s+(?:blossoms?|flowers?))',
      'bergamot',
      'bergamote',
    ),
    inIngredients: inci(
      'citrus (limon|aurantium dulcis|aurantium bergamia|bergamia|paradisi|grandis|nobilis|reticulata|aurantifolia|sinensis|medica|junos|tangerina|unshiu)[^,]*\\boil\\b|\\(citrus note|\\b(lemon|orange|grapefruit|lime|mandarin|bergamot) (peel |fruit |leaf )?oil\\b',
    ),
  },
  {
    code: 'sea-salt',
    names: t('Sea & salt', 'Hav & salt', 'Hav og salt', 'Meri ja suola', 'Hav og salt', 'Morze i sól', 'Meer & Salz', 'Zee & zout'),
    inName: words('sea', 'sea salt', 'salt', 'salty', 'ocean', 'oceanic', 'marine', 'sel marin'),
    inIngredients: inci('\\(marine note|maris sal|sea salt|calone'),
  },
  {
    code: 'tea',
    names: t('Tea', 'Te', 'Te', 'Tee', 'Te', 'Herbata', 'Tee', 'Thee'),
    inName: words('tea', 'thé', 'matcha', 'earl grey'),
  },
];
