import type { Culture } from '@storefront/platform';
import type { RefusalCode } from './card-payment-provider';

export type InvoiceRefusal = 'invalidIdentificationNumber' | 'overLimit';

interface PaymentTexts {
  refusals: Record<RefusalCode, string>;
  /** `{limit}` in overLimit is the largest amount an invoice can be for. */
  invoice: Record<InvoiceRefusal, string>;
}

/** What a shopper is told when a payment does not go through, in each of the shop's languages. */
export const paymentTexts: Record<Culture, PaymentTexts> = {
  'sv-SE': {
    refusals: {
      declined: 'Ditt kort nekades. Prova ett annat kort eller betalsätt.',
      insufficientFunds: 'Betalningen gick inte igenom eftersom det inte finns tillräckligt med pengar på kortet. Prova ett annat kort eller betalsätt.',
      challengeFailed: 'Verifieringen av kortet misslyckades. Försök igen eller välj ett annat betalsätt.',
      expiredCard: 'Ditt kort har gått ut. Prova ett annat kort eller betalsätt.',
      unknownToken: 'Vi kunde inte läsa dina kortuppgifter. Fyll i dem igen eller välj ett annat betalsätt.',
    },
    invoice: {
      invalidIdentificationNumber: 'Kontrollera ditt personnummer. Vi behöver ett giltigt personnummer för att kunna godkänna faktura.',
      overLimit: 'Faktura kan användas för köp upp till {limit}. Välj ett annat betalsätt.',
    },
  },
  'nb-NO': {
    refusals: {
      declined: 'Kortet ditt ble avvist. Prøv et annet kort eller en annen betalingsmåte.',
      insufficientFunds: 'Betalingen gikk ikke gjennom fordi det ikke er nok penger på kortet. Prøv et annet kort eller en annen betalingsmåte.',
      challengeFailed: 'Bekreftelsen av kortet mislyktes. Prøv igjen eller velg en annen betalingsmåte.',
      expiredCard: 'Kortet ditt er utløpt. Prøv et annet kort eller en annen betalingsmåte.',
      unknownToken: 'Vi kunne ikke lese kortopplysningene dine. Fyll dem inn på nytt eller velg en annen betalingsmåte.',
    },
    invoice: {
      invalidIdentificationNumber: 'Kontroller fødselsnummeret ditt. Vi trenger et gyldig fødselsnummer for å kunne godkjenne faktura.',
      overLimit: 'Faktura kan brukes for kjøp opptil {limit}. Velg en annen betalingsmåte.',
    },
  },
  'fi-FI': {
    refusals: {
      declined: 'Korttisi hylättiin. Kokeile toista korttia tai maksutapaa.',
      insufficientFunds: 'Maksu ei onnistunut, koska kortilla ei ole tarpeeksi katetta. Kokeile toista korttia tai maksutapaa.',
      challengeFailed: 'Kortin vahvistus ei onnistunut. Yritä uudelleen tai valitse toinen maksutapa.',
      expiredCard: 'Korttisi on vanhentunut. Kokeile toista korttia tai maksutapaa.',
      unknownToken: 'Korttitietojasi ei voitu lukea. Syötä ne uudelleen tai valitse toinen maksutapa.',
    },
    invoice: {
      invalidIdentificationNumber: 'Tarkista henkilötunnuksesi. Tarvitsemme kelvollisen henkilötunnuksen, jotta voimme hyväksyä laskun.',
      overLimit: 'Laskulla voi maksaa tilauksia, joiden summa on enintään {limit}. Valitse toinen maksutapa.',
    },
  },
  'da-DK': {
    refusals: {
      declined: 'Dit kort blev afvist. Prøv et andet kort eller en anden betalingsmetode.',
      insufficientFunds: 'Betalingen gik ikke igennem, fordi der ikke er penge nok på kortet. Prøv et andet kort eller en anden betalingsmetode.',
      challengeFailed: 'Godkendelsen af kortet mislykkedes. Prøv igen, eller vælg en anden betalingsmetode.',
      expiredCard: 'Dit kort er udløbet. Prøv et andet kort eller en anden betalingsmetode.',
      unknownToken: 'Vi kunne ikke læse dine kortoplysninger. Indtast dem igen, eller vælg en anden betalingsmetode.',
    },
    invoice: {
      invalidIdentificationNumber: 'Tjek dit CPR-nummer. Vi skal bruge et gyldigt CPR-nummer for at kunne godkende faktura.',
      overLimit: 'Faktura kan bruges til køb på op til {limit}. Vælg en anden betalingsmetode.',
    },
  },
  'pl-PL': {
    refusals: {
      declined: 'Twoja karta została odrzucona. Spróbuj użyć innej karty lub innej metody płatności.',
      insufficientFunds: 'Płatność nie powiodła się, ponieważ na karcie brakuje środków. Spróbuj użyć innej karty lub innej metody płatności.',
      challengeFailed: 'Weryfikacja karty nie powiodła się. Spróbuj ponownie lub wybierz inną metodę płatności.',
      expiredCard: 'Twoja karta straciła ważność. Spróbuj użyć innej karty lub innej metody płatności.',
      unknownToken: 'Nie udało się odczytać danych karty. Wpisz je ponownie lub wybierz inną metodę płatności.',
    },
    invoice: {
      invalidIdentificationNumber: 'Sprawdź swój numer PESEL. Aby zatwierdzić płatność fakturą, potrzebujemy prawidłowego numeru.',
      overLimit: 'Płatność fakturą jest dostępna dla zamówień do {limit}. Wybierz inną metodę płatności.',
    },
  },
  'de-DE': {
    refusals: {
      declined: 'Deine Karte wurde abgelehnt. Versuche es mit einer anderen Karte oder Zahlungsart.',
      insufficientFunds: 'Die Zahlung wurde nicht ausgeführt, weil die Karte nicht ausreichend gedeckt ist. Versuche es mit einer anderen Karte oder Zahlungsart.',
      challengeFailed: 'Die Bestätigung der Karte ist fehlgeschlagen. Versuche es noch einmal oder wähle eine andere Zahlungsart.',
      expiredCard: 'Deine Karte ist abgelaufen. Versuche es mit einer anderen Karte oder Zahlungsart.',
      unknownToken: 'Wir konnten deine Kartendaten nicht lesen. Gib sie noch einmal ein oder wähle eine andere Zahlungsart.',
    },
    invoice: {
      invalidIdentificationNumber: 'Bitte prüfe deine Identifikationsnummer. Für den Kauf auf Rechnung brauchen wir eine gültige Nummer.',
      overLimit: 'Der Kauf auf Rechnung ist für Bestellungen bis {limit} möglich. Wähle eine andere Zahlungsart.',
    },
  },
  'nl-NL': {
    refusals: {
      declined: 'Je kaart is geweigerd. Probeer een andere kaart of betaalmethode.',
      insufficientFunds: 'De betaling is niet gelukt, omdat er niet genoeg saldo op de kaart staat. Probeer een andere kaart of betaalmethode.',
      challengeFailed: 'De verificatie van je kaart is mislukt. Probeer het opnieuw of kies een andere betaalmethode.',
      expiredCard: 'Je kaart is verlopen. Probeer een andere kaart of betaalmethode.',
      unknownToken: 'We konden je kaartgegevens niet lezen. Vul ze opnieuw in of kies een andere betaalmethode.',
    },
    invoice: {
      invalidIdentificationNumber: 'Controleer je identificatienummer. Om achteraf betalen goed te keuren, hebben we een geldig nummer nodig.',
      overLimit: 'Achteraf betalen kan voor bestellingen tot {limit}. Kies een andere betaalmethode.',
    },
  },
  'en-US': {
    refusals: {
      declined: 'Your card was declined. Try another card or payment method.',
      insufficientFunds: "The payment didn't go through because there isn't enough money on the card. Try another card or payment method.",
      challengeFailed: "The card verification didn't succeed. Try again or choose another payment method.",
      expiredCard: 'Your card has expired. Try another card or payment method.',
      unknownToken: "We couldn't read your card details. Enter them again or choose another payment method.",
    },
    invoice: {
      invalidIdentificationNumber: 'Check your personal identity number. We need a valid one to approve an invoice.',
      overLimit: 'Invoice is available for orders up to {limit}. Choose another payment method.',
    },
  },
};

/** Why a card payment was refused, kindly and in the shopper's language. */
export function refusalMessage(code: RefusalCode, culture: Culture): string {
  return paymentTexts[culture].refusals[code];
}
