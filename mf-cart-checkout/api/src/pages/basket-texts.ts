import type { Culture } from '@storefront/platform';

export interface BasketTexts {
  title: string;
  description: string;
  empty: string;
  subTotal: string;
  /** `{amount}` is what is left to spend. */
  leftToFreeShipping: string;
  freeShipping: string;
  continueShopping: string;
}

/** The cart page's own words, in each of the shop's languages. */
export const basketTexts: Record<Culture, BasketTexts> = {
  'sv-SE': {
    title: 'Varukorg',
    description: 'Dina valda produkter, totalsumma och fri frakt.',
    empty: 'Din varukorg är tom.',
    subTotal: 'Delsumma',
    leftToFreeShipping: 'Handla för {amount} till för fri frakt.',
    freeShipping: 'Du har fri frakt.',
    continueShopping: 'Fortsätt handla',
  },
  'nb-NO': {
    title: 'Handlekurv',
    description: 'Produktene du har valgt, totalsum og fri frakt.',
    empty: 'Handlekurven din er tom.',
    subTotal: 'Delsum',
    leftToFreeShipping: 'Handle for {amount} til for fri frakt.',
    freeShipping: 'Du har fri frakt.',
    continueShopping: 'Fortsett å handle',
  },
  'fi-FI': {
    title: 'Ostoskori',
    description: 'Valitsemasi tuotteet, loppusumma ja ilmainen toimitus.',
    empty: 'Ostoskorisi on tyhjä.',
    subTotal: 'Välisumma',
    leftToFreeShipping: 'Osta vielä {amount} edestä, niin toimitus on ilmainen.',
    freeShipping: 'Toimitus on ilmainen.',
    continueShopping: 'Jatka ostoksia',
  },
  'da-DK': {
    title: 'Indkøbskurv',
    description: 'Dine valgte produkter, total og fri fragt.',
    empty: 'Din indkøbskurv er tom.',
    subTotal: 'Subtotal',
    leftToFreeShipping: 'Køb for {amount} mere for at få fri fragt.',
    freeShipping: 'Du har fri fragt.',
    continueShopping: 'Fortsæt med at handle',
  },
  'pl-PL': {
    title: 'Koszyk',
    description: 'Wybrane produkty, suma i darmowa dostawa.',
    empty: 'Twój koszyk jest pusty.',
    subTotal: 'Suma częściowa',
    leftToFreeShipping: 'Do darmowej dostawy brakuje {amount}.',
    freeShipping: 'Masz darmową dostawę.',
    continueShopping: 'Kontynuuj zakupy',
  },
  'de-DE': {
    title: 'Warenkorb',
    description: 'Deine ausgewählten Produkte, Gesamtsumme und kostenloser Versand.',
    empty: 'Dein Warenkorb ist leer.',
    subTotal: 'Zwischensumme',
    leftToFreeShipping: 'Noch {amount} bis zum kostenlosen Versand.',
    freeShipping: 'Der Versand ist kostenlos.',
    continueShopping: 'Weiter einkaufen',
  },
  'nl-NL': {
    title: 'Winkelmand',
    description: 'Je gekozen producten, totaal en gratis verzending.',
    empty: 'Je winkelmand is leeg.',
    subTotal: 'Subtotaal',
    leftToFreeShipping: 'Nog {amount} tot gratis verzending.',
    freeShipping: 'Je krijgt gratis verzending.',
    continueShopping: 'Verder winkelen',
  },
  'en-US': {
    title: 'Shopping bag',
    description: 'The products you picked, the total and free shipping.',
    empty: 'Your shopping bag is empty.',
    subTotal: 'Subtotal',
    leftToFreeShipping: 'Spend {amount} more for free shipping.',
    freeShipping: 'Your shipping is free.',
    continueShopping: 'Continue shopping',
  },
};
