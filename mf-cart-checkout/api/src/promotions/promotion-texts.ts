import { formatPrice, timeZoneFor, type Culture, type MarketCode, type Money } from '@storefront/platform';

/** The shopper-facing words about coupon codes. `{code}`, `{previous}`, `{amount}` and `{date}` are filled in. */
export interface PromotionTexts {
  couponCodeName: string;
  freeShippingCodeName: string;
  applied: string;
  replaced: string;
  removed: string;
  unknown: string;
  expired: string;
  notStarted: string;
  alreadyApplied: string;
  usedUp: string;
  usedByYou: string;
  minimumNotReached: string;
  notInMarket: string;
  disabled: string;
}

export const promotionTexts: Record<Culture, PromotionTexts> = {
  'sv-SE': {
    couponCodeName: 'Rabattkod {code}',
    freeShippingCodeName: 'Fri frakt med {code}',
    applied: 'Rabattkoden {code} är tillagd.',
    replaced: 'Rabattkoden {code} gäller nu i stället för {previous}.',
    removed: 'Rabattkoden {code} är borttagen.',
    unknown: 'Rabattkoden {code} finns inte.',
    expired: 'Rabattkoden {code} har gått ut.',
    notStarted: 'Rabattkoden {code} gäller från {date}.',
    alreadyApplied: 'Rabattkoden {code} är redan tillagd.',
    usedUp: 'Rabattkoden {code} är slut.',
    usedByYou: 'Du har redan använt rabattkoden {code}.',
    minimumNotReached: 'Handla för {amount} till för att använda rabattkoden {code}.',
    notInMarket: 'Rabattkoden {code} gäller inte i det här landet.',
    disabled: 'Rabattkoden {code} kan inte längre användas.',
  },
  'nb-NO': {
    couponCodeName: 'Rabattkode {code}',
    freeShippingCodeName: 'Fri frakt med {code}',
    applied: 'Rabattkoden {code} er lagt til.',
    replaced: 'Rabattkoden {code} gjelder nå i stedet for {previous}.',
    removed: 'Rabattkoden {code} er fjernet.',
    unknown: 'Rabattkoden {code} finnes ikke.',
    expired: 'Rabattkoden {code} er utløpt.',
    notStarted: 'Rabattkoden {code} gjelder fra {date}.',
    alreadyApplied: 'Rabattkoden {code} er allerede lagt til.',
    usedUp: 'Rabattkoden {code} er brukt opp.',
    usedByYou: 'Du har allerede brukt rabattkoden {code}.',
    minimumNotReached: 'Handle for {amount} til for å bruke rabattkoden {code}.',
    notInMarket: 'Rabattkoden {code} gjelder ikke i dette landet.',
    disabled: 'Rabattkoden {code} kan ikke lenger brukes.',
  },
  'fi-FI': {
    couponCodeName: 'Alennuskoodi {code}',
    freeShippingCodeName: 'Ilmainen toimitus koodilla {code}',
    applied: 'Alennuskoodi {code} on lisätty.',
    replaced: 'Alennuskoodi {code} korvaa nyt koodin {previous}.',
    removed: 'Alennuskoodi {code} on poistettu.',
    unknown: 'Alennuskoodia {code} ei ole olemassa.',
    expired: 'Alennuskoodi {code} on vanhentunut.',
    notStarted: 'Alennuskoodi {code} on voimassa {date} alkaen.',
    alreadyApplied: 'Alennuskoodi {code} on jo lisätty.',
    usedUp: 'Alennuskoodi {code} on käytetty loppuun.',
    usedByYou: 'Olet jo käyttänyt alennuskoodin {code}.',
    minimumNotReached: 'Osta vielä {amount} edestä, niin voit käyttää alennuskoodin {code}.',
    notInMarket: 'Alennuskoodi {code} ei ole voimassa tässä maassa.',
    disabled: 'Alennuskoodia {code} ei voi enää käyttää.',
  },
  'da-DK': {
    couponCodeName: 'Rabatkode {code}',
    freeShippingCodeName: 'Fri fragt med {code}',
    applied: 'Rabatkoden {code} er tilføjet.',
    replaced: 'Rabatkoden {code} gælder nu i stedet for {previous}.',
    removed: 'Rabatkoden {code} er fjernet.',
    unknown: 'Rabatkoden {code} findes ikke.',
    expired: 'Rabatkoden {code} er udløbet.',
    notStarted: 'Rabatkoden {code} gælder fra {date}.',
    alreadyApplied: 'Rabatkoden {code} er allerede tilføjet.',
    usedUp: 'Rabatkoden {code} er opbrugt.',
    usedByYou: 'Du har allerede brugt rabatkoden {code}.',
    minimumNotReached: 'Køb for {amount} mere for at bruge rabatkoden {code}.',
    notInMarket: 'Rabatkoden {code} gælder ikke i dette land.',
    disabled: 'Rabatkoden {code} kan ikke længere bruges.',
  },
  'pl-PL': {
    couponCodeName: 'Kod rabatowy {code}',
    freeShippingCodeName: 'Darmowa dostawa z kodem {code}',
    applied: 'Kod rabatowy {code} został dodany.',
    replaced: 'Kod rabatowy {code} obowiązuje teraz zamiast {previous}.',
    removed: 'Kod rabatowy {code} został usunięty.',
    unknown: 'Kod rabatowy {code} nie istnieje.',
    expired: 'Kod rabatowy {code} wygasł.',
    notStarted: 'Kod rabatowy {code} obowiązuje od {date}.',
    alreadyApplied: 'Kod rabatowy {code} został już dodany.',
    usedUp: 'Kod rabatowy {code} został wykorzystany.',
    usedByYou: 'Kod rabatowy {code} został już przez Ciebie wykorzystany.',
    minimumNotReached: 'Do użycia kodu rabatowego {code} brakuje {amount}.',
    notInMarket: 'Kod rabatowy {code} nie obowiązuje w tym kraju.',
    disabled: 'Kodu rabatowego {code} nie można już użyć.',
  },
  'de-DE': {
    couponCodeName: 'Rabattcode {code}',
    freeShippingCodeName: 'Kostenloser Versand mit {code}',
    applied: 'Der Rabattcode {code} wurde hinzugefügt.',
    replaced: 'Der Rabattcode {code} gilt jetzt statt {previous}.',
    removed: 'Der Rabattcode {code} wurde entfernt.',
    unknown: 'Den Rabattcode {code} gibt es nicht.',
    expired: 'Der Rabattcode {code} ist abgelaufen.',
    notStarted: 'Der Rabattcode {code} gilt ab dem {date}.',
    alreadyApplied: 'Der Rabattcode {code} ist bereits hinzugefügt.',
    usedUp: 'Der Rabattcode {code} ist aufgebraucht.',
    usedByYou: 'Du hast den Rabattcode {code} bereits verwendet.',
    minimumNotReached: 'Noch {amount}, dann kannst du den Rabattcode {code} verwenden.',
    notInMarket: 'Der Rabattcode {code} gilt nicht in diesem Land.',
    disabled: 'Der Rabattcode {code} kann nicht mehr verwendet werden.',
  },
  'nl-NL': {
    couponCodeName: 'Kortingscode {code}',
    freeShippingCodeName: 'Gratis verzending met {code}',
    applied: 'Kortingscode {code} is toegevoegd.',
    replaced: 'Kortingscode {code} geldt nu in plaats van {previous}.',
    removed: 'Kortingscode {code} is verwijderd.',
    unknown: 'Kortingscode {code} bestaat niet.',
    expired: 'Kortingscode {code} is verlopen.',
    notStarted: 'Kortingscode {code} is geldig vanaf {date}.',
    alreadyApplied: 'Kortingscode {code} is al toegevoegd.',
    usedUp: 'Kortingscode {code} is op.',
    usedByYou: 'Je hebt kortingscode {code} al gebruikt.',
    minimumNotReached: 'Nog {amount}, dan kun je kortingscode {code} gebruiken.',
    notInMarket: 'Kortingscode {code} is niet geldig in dit land.',
    disabled: 'Kortingscode {code} kan niet meer worden gebruikt.',
  },
  'en-US': {
    couponCodeName: 'Discount code {code}',
    freeShippingCodeName: 'Free shipping with {code}',
    applied: 'The discount code {code} is added.',
    replaced: 'The discount code {code} now applies instead of {previous}.',
    removed: 'The discount code {code} is removed.',
    unknown: 'There is no discount code {code}.',
    expired: 'The discount code {code} has expired.',
    notStarted: 'The discount code {code} is valid from {date}.',
    alreadyApplied: 'The discount code {code} is already added.',
    usedUp: 'The discount code {code} has been used up.',
    usedByYou: 'You have already used the discount code {code}.',
    minimumNotReached: 'Spend {amount} more to use the discount code {code}.',
    notInMarket: 'The discount code {code} is not valid in this country.',
    disabled: 'The discount code {code} can no longer be used.',
  },
};

export interface TextValues {
  code: string;
  previous?: string;
  amount?: Money;
  date?: Date;
}

/** One of the texts in the shopper's language with its placeholders filled in. */
export function promotionText(key: keyof PromotionTexts, culture: Culture, market: MarketCode, values: TextValues): string {
  const filled: Record<string, string> = {
    code: values.code,
    previous: values.previous ?? '',
    amount: values.amount ? formatPrice(values.amount, culture) : '',
    date: values.date ? new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone: timeZoneFor(market) }).format(values.date) : '',
  };
  return promotionTexts[culture][key].replace(/\{(code|previous|amount|date)\}/g, (_match, name: string) => filled[name]!);
}
