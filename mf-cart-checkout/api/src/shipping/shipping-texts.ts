import type { Culture } from '@storefront/platform';
import type { ShippingMethodId } from '../../../contract/checkout-form';

export interface ShippingMethodTexts {
  name: string;
  description: string;
  deliveryTime: string;
}

/** The ways of delivery as the shopper reads them, in each of the shop's languages. */
export const shippingTexts: Record<Culture, Record<ShippingMethodId, ShippingMethodTexts>> = {
  'sv-SE': {
    home: { name: 'Hemleverans', description: 'Till din dörr, kvällstid.', deliveryTime: '1–3 arbetsdagar' },
    deliveryPoint: { name: 'Utlämningsställe', description: 'Hämta paketet hos ett ombud nära dig.', deliveryTime: '1–3 arbetsdagar' },
    store: { name: 'Hämta i butik', description: 'Hämta i en av våra butiker, alltid fritt.', deliveryTime: '2–4 arbetsdagar' },
  },
  'nb-NO': {
    home: { name: 'Hjemlevering', description: 'Levert på døren, på kveldstid.', deliveryTime: '2–4 virkedager' },
    deliveryPoint: { name: 'Hentested', description: 'Hent pakken hos et utleveringssted nær deg.', deliveryTime: '2–4 virkedager' },
    store: { name: 'Hent i butikk', description: 'Hent i en av våre butikker, alltid gratis.', deliveryTime: '3–5 virkedager' },
  },
  'fi-FI': {
    home: { name: 'Kotiinkuljetus', description: 'Ovellesi iltaisin.', deliveryTime: '1–3 arkipäivää' },
    deliveryPoint: { name: 'Noutopiste', description: 'Nouda paketti läheisestä noutopisteestä.', deliveryTime: '1–3 arkipäivää' },
    store: { name: 'Nouto myymälästä', description: 'Nouda yhdestä myymälöistämme, aina maksutta.', deliveryTime: '2–4 arkipäivää' },
  },
  'da-DK': {
    home: { name: 'Levering til døren', description: 'Til din dør om aftenen.', deliveryTime: '1–3 hverdage' },
    deliveryPoint: { name: 'Pakkeshop', description: 'Hent pakken i en pakkeshop nær dig.', deliveryTime: '1–3 hverdage' },
    store: { name: 'Hent i butik', description: 'Hent i en af vores butikker, altid gratis.', deliveryTime: '2–4 hverdage' },
  },
  'pl-PL': {
    home: { name: 'Dostawa do domu', description: 'Kurier pod Twoje drzwi, wieczorem.', deliveryTime: '2–4 dni robocze' },
    deliveryPoint: { name: 'Punkt odbioru', description: 'Odbierz paczkę w punkcie niedaleko Ciebie.', deliveryTime: '2–4 dni robocze' },
    store: { name: 'Odbiór w sklepie', description: 'Odbierz w jednym z naszych sklepów, zawsze za darmo.', deliveryTime: '3–5 dni roboczych' },
  },
  'de-DE': {
    home: { name: 'Lieferung nach Hause', description: 'Bis an deine Haustür, abends.', deliveryTime: '2–4 Werktage' },
    deliveryPoint: { name: 'Abholstation', description: 'Hol dein Paket in einer Abholstation in deiner Nähe ab.', deliveryTime: '2–4 Werktage' },
    store: { name: 'Abholung im Geschäft', description: 'Hol es in einem unserer Geschäfte ab, immer kostenlos.', deliveryTime: '3–5 Werktage' },
  },
  'nl-NL': {
    home: { name: 'Thuisbezorgd', description: 'Aan je deur, in de avond.', deliveryTime: '2–4 werkdagen' },
    deliveryPoint: { name: 'Afhaalpunt', description: 'Haal je pakket op bij een afhaalpunt bij jou in de buurt.', deliveryTime: '2–4 werkdagen' },
    store: { name: 'Afhalen in de winkel', description: 'Haal het op in een van onze winkels, altijd gratis.', deliveryTime: '3–5 werkdagen' },
  },
  'en-US': {
    home: { name: 'Home delivery', description: 'To your door, in the evening.', deliveryTime: '1–3 working days' },
    deliveryPoint: { name: 'Delivery point', description: 'Pick up your parcel at a delivery point near you.', deliveryTime: '1–3 working days' },
    store: { name: 'Store pickup', description: 'Pick it up in one of our stores, always free.', deliveryTime: '2–4 working days' },
  },
};
