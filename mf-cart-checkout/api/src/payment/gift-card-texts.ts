import type { Culture } from '@storefront/platform';

export type GiftCardProblem = 'notFound' | 'tooManyLookups' | 'insufficientBalance' | 'notUsable';

/** What a shopper is told about a gift card; `{code}` is the card's code. */
export const giftCardTexts: Record<Culture, Record<GiftCardProblem, string>> = {
  'sv-SE': {
    notFound: 'Vi hittade inget presentkort med den koden. Kontrollera koden och försök igen.',
    tooManyLookups: 'För många försök att slå upp presentkort. Vänta en minut och försök igen.',
    insufficientBalance: 'Saldot på presentkortet {code} räcker inte längre. Kontrollera dina presentkort och försök igen.',
    notUsable: 'Presentkortet {code} kan inte användas för det här köpet.',
  },
  'nb-NO': {
    notFound: 'Vi fant ikke noe gavekort med den koden. Sjekk koden og prøv igjen.',
    tooManyLookups: 'For mange forsøk på å slå opp gavekort. Vent et minutt og prøv igjen.',
    insufficientBalance: 'Saldoen på gavekortet {code} er ikke lenger stor nok. Sjekk gavekortene dine og prøv igjen.',
    notUsable: 'Gavekortet {code} kan ikke brukes til dette kjøpet.',
  },
  'fi-FI': {
    notFound: 'Emme löytäneet lahjakorttia tällä koodilla. Tarkista koodi ja yritä uudelleen.',
    tooManyLookups: 'Liian monta lahjakorttihakua. Odota hetki ja yritä uudelleen.',
    insufficientBalance: 'Lahjakortin {code} saldo ei enää riitä. Tarkista lahjakorttisi ja yritä uudelleen.',
    notUsable: 'Lahjakorttia {code} ei voi käyttää tähän ostokseen.',
  },
  'da-DK': {
    notFound: 'Vi kunne ikke finde et gavekort med den kode. Tjek koden, og prøv igen.',
    tooManyLookups: 'For mange forsøg på at slå gavekort op. Vent et minut, og prøv igen.',
    insufficientBalance: 'Saldoen på gavekortet {code} rækker ikke længere. Tjek dine gavekort, og prøv igen.',
    notUsable: 'Gavekortet {code} kan ikke bruges til dette køb.',
  },
  'pl-PL': {
    notFound: 'Nie znaleźliśmy karty podarunkowej o tym kodzie. Sprawdź kod i spróbuj ponownie.',
    tooManyLookups: 'Zbyt wiele prób sprawdzenia karty podarunkowej. Odczekaj minutę i spróbuj ponownie.',
    insufficientBalance: 'Saldo karty podarunkowej {code} już nie wystarcza. Sprawdź swoje karty podarunkowe i spróbuj ponownie.',
    notUsable: 'Karty podarunkowej {code} nie można użyć przy tym zakupie.',
  },
  'de-DE': {
    notFound: 'Wir haben keine Geschenkkarte mit diesem Code gefunden. Prüfe den Code und versuche es noch einmal.',
    tooManyLookups: 'Zu viele Abfragen von Geschenkkarten. Warte eine Minute und versuche es noch einmal.',
    insufficientBalance: 'Das Guthaben der Geschenkkarte {code} reicht nicht mehr aus. Prüfe deine Geschenkkarten und versuche es noch einmal.',
    notUsable: 'Die Geschenkkarte {code} kann für diesen Einkauf nicht verwendet werden.',
  },
  'nl-NL': {
    notFound: 'We hebben geen cadeaukaart met deze code gevonden. Controleer de code en probeer het opnieuw.',
    tooManyLookups: 'Te veel pogingen om een cadeaukaart op te zoeken. Wacht een minuut en probeer het opnieuw.',
    insufficientBalance: 'Het saldo van cadeaukaart {code} is niet meer voldoende. Controleer je cadeaukaarten en probeer het opnieuw.',
    notUsable: 'Cadeaukaart {code} kan niet worden gebruikt voor deze aankoop.',
  },
  'en-US': {
    notFound: "We couldn't find a gift card with that code. Check the code and try again.",
    tooManyLookups: 'Too many gift card lookups. Wait a minute and try again.',
    insufficientBalance: 'The balance on gift card {code} is no longer enough. Check your gift cards and try again.',
    notUsable: "Gift card {code} can't be used for this purchase.",
  },
};

export function giftCardMessage(problem: GiftCardProblem, culture: Culture, code = ''): string {
  return giftCardTexts[culture][problem].replace('{code}', code);
}
