import { t, textsOf } from '../catalog/catalog-texts';

/** Server-side texts of the tag and certificate pages. */
export const tagTexts = {
  tags: t('Properties and certificates', 'Egenskaper och certifieringar', 'Egenskaper og sertifiseringer', 'Ominaisuudet ja sertifikaatit', 'Egenskaber og certificeringer', 'Cechy i certyfikaty', 'Eigenschaften und Zertifikate', 'Eigenschappen en keurmerken'),
  tagsDescription: t(
    'Find products by what they are and what they are free from: vegan, cruelty-free, fragrance-free and more.',
    'Hitta produkter efter vad de är och vad de är fria från: veganska, ej djurtestade, parfymfria med mera.',
    'Finn produkter etter hva de er og hva de er fri for: veganske, ikke dyretestet, parfymefrie og mer.',
    'Löydä tuotteet ominaisuuksien mukaan: vegaaniset, eläinkokeettomat, hajusteettomat ja muut.',
    'Find produkter efter hvad de er, og hvad de er fri for: veganske, ikke dyretestede, parfumefri og mere.',
    'Znajdź produkty według ich cech: wegańskie, nietestowane na zwierzętach, bezzapachowe i inne.',
    'Finden Sie Produkte nach ihren Eigenschaften: vegan, tierversuchsfrei, parfümfrei und mehr.',
    'Vind producten op wat ze zijn en waar ze vrij van zijn: vegan, diervriendelijk, parfumvrij en meer.',
  ),
  tagDescription: t(
    'Our products with the property “{name}”.',
    'Våra produkter med egenskapen ”{name}”.',
    'Produktene våre med egenskapen «{name}».',
    'Tuotteemme, joilla on ominaisuus ”{name}”.',
    'Vores produkter med egenskaben »{name}«.',
    'Nasze produkty z cechą „{name}”.',
    'Unsere Produkte mit der Eigenschaft „{name}“.',
    'Onze producten met de eigenschap ‘{name}’.',
  ),
};

export const tagText = textsOf(tagTexts);
