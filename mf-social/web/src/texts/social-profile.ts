import type { PhraseTable } from '@storefront/platform';

/** The onboarding dialog: the display name and alias a member chooses before writing, and the refusals of both. */
export const socialProfilePhrases: PhraseTable = {
  'sv-SE': {
    '/Social/Onboarding/Title': 'Skapa din sociala profil',
    '/Social/Onboarding/Intro': 'Andra ser ditt visningsnamn och alias vid dina omdömen, frågor och svar.',
    '/Social/Onboarding/DisplayName': 'Visningsnamn',
    '/Social/Onboarding/Alias': 'Alias',
    '/Social/Onboarding/AliasHint':
      'Bokstäver, siffror, bindestreck (-), understreck (_) och punkter (.); högst {max} tecken.',
    '/Social/Onboarding/InvalidAlias':
      'Ett alias får bara innehålla bokstäver, siffror, bindestreck, understreck och punkter.',
    '/Social/Onboarding/UnavailableAlias': 'Det aliaset är upptaget. Välj ett annat.',
    '/Social/Onboarding/Submit': 'Skapa profil',
  },
  'nb-NO': {
    '/Social/Onboarding/Title': 'Opprett din sosiale profil',
    '/Social/Onboarding/Intro': 'Andre ser visningsnavnet og aliaset ditt ved omtalene, spørsmålene og svarene dine.',
    '/Social/Onboarding/DisplayName': 'Visningsnavn',
    '/Social/Onboarding/Alias': 'Alias',
    '/Social/Onboarding/AliasHint':
      'Bokstaver, sifre, bindestrek (-), understrek (_) og punktum (.); høyst {max} tegn.',
    '/Social/Onboarding/InvalidAlias':
      'Et alias kan bare inneholde bokstaver, sifre, bindestrek, understrek og punktum.',
    '/Social/Onboarding/UnavailableAlias': 'Dette aliaset er opptatt. Velg et annet.',
    '/Social/Onboarding/Submit': 'Opprett profil',
  },
  'fi-FI': {
    '/Social/Onboarding/Title': 'Luo sosiaalinen profiilisi',
    '/Social/Onboarding/Intro':
      'Muut näkevät näyttönimesi ja aliaksesi arvostelujesi, kysymystesi ja vastaustesi yhteydessä.',
    '/Social/Onboarding/DisplayName': 'Näyttönimi',
    '/Social/Onboarding/Alias': 'Alias',
    '/Social/Onboarding/AliasHint':
      'Kirjaimia, numeroita, yhdysmerkkejä (-), alaviivoja (_) ja pisteitä (.); enintään {max} merkkiä.',
    '/Social/Onboarding/InvalidAlias':
      'Aliaksessa saa olla vain kirjaimia, numeroita, yhdysmerkkejä, alaviivoja ja pisteitä.',
    '/Social/Onboarding/UnavailableAlias': 'Tämä alias on jo käytössä. Valitse toinen.',
    '/Social/Onboarding/Submit': 'Luo profiili',
  },
  'da-DK': {
    '/Social/Onboarding/Title': 'Opret din sociale profil',
    '/Social/Onboarding/Intro': 'Andre ser dit visningsnavn og alias ved dine anmeldelser, spørgsmål og svar.',
    '/Social/Onboarding/DisplayName': 'Visningsnavn',
    '/Social/Onboarding/Alias': 'Alias',
    '/Social/Onboarding/AliasHint':
      'Bogstaver, tal, bindestreger (-), understreger (_) og punktummer (.); højst {max} tegn.',
    '/Social/Onboarding/InvalidAlias':
      'Et alias må kun indeholde bogstaver, tal, bindestreger, understreger og punktummer.',
    '/Social/Onboarding/UnavailableAlias': 'Dette alias er optaget. Vælg et andet.',
    '/Social/Onboarding/Submit': 'Opret profil',
  },
  'pl-PL': {
    '/Social/Onboarding/Title': 'Utwórz swój profil społecznościowy',
    '/Social/Onboarding/Intro':
      'Inni zobaczą Twoją nazwę wyświetlaną i alias przy Twoich opiniach, pytaniach i odpowiedziach.',
    '/Social/Onboarding/DisplayName': 'Nazwa wyświetlana',
    '/Social/Onboarding/Alias': 'Alias',
    '/Social/Onboarding/AliasHint':
      'Litery, cyfry, myślniki (-), podkreślenia (_) i kropki (.); najwyżej {max} znaków.',
    '/Social/Onboarding/InvalidAlias': 'Alias może zawierać tylko litery, cyfry, myślniki, podkreślenia i kropki.',
    '/Social/Onboarding/UnavailableAlias': 'Ten alias jest zajęty. Wybierz inny.',
    '/Social/Onboarding/Submit': 'Utwórz profil',
  },
  'de-DE': {
    '/Social/Onboarding/Title': 'Social-Profil anlegen',
    '/Social/Onboarding/Intro':
      'Andere sehen deinen Anzeigenamen und dein Alias bei deinen Bewertungen, Fragen und Antworten.',
    '/Social/Onboarding/DisplayName': 'Anzeigename',
    '/Social/Onboarding/Alias': 'Alias',
    '/Social/Onboarding/AliasHint':
      'Buchstaben, Ziffern, Bindestriche (-), Unterstriche (_) und Punkte (.); höchstens {max} Zeichen.',
    '/Social/Onboarding/InvalidAlias':
      'Ein Alias darf nur Buchstaben, Ziffern, Bindestriche, Unterstriche und Punkte enthalten.',
    '/Social/Onboarding/UnavailableAlias': 'Dieses Alias ist vergeben. Wähle ein anderes.',
    '/Social/Onboarding/Submit': 'Profil anlegen',
  },
  'nl-NL': {
    '/Social/Onboarding/Title': 'Maak je sociale profiel aan',
    '/Social/Onboarding/Intro': 'Anderen zien je weergavenaam en alias bij je reviews, vragen en antwoorden.',
    '/Social/Onboarding/DisplayName': 'Weergavenaam',
    '/Social/Onboarding/Alias': 'Alias',
    '/Social/Onboarding/AliasHint':
      'Letters, cijfers, koppeltekens (-), underscores (_) en punten (.); hoogstens {max} tekens.',
    '/Social/Onboarding/InvalidAlias':
      'Een alias mag alleen letters, cijfers, koppeltekens, underscores en punten bevatten.',
    '/Social/Onboarding/UnavailableAlias': 'Deze alias is al in gebruik. Kies een andere.',
    '/Social/Onboarding/Submit': 'Profiel aanmaken',
  },
  'en-US': {
    '/Social/Onboarding/Title': 'Create your social profile',
    '/Social/Onboarding/Intro': 'Others see your display name and alias with your reviews, questions and answers.',
    '/Social/Onboarding/DisplayName': 'Display name',
    '/Social/Onboarding/Alias': 'Alias',
    '/Social/Onboarding/AliasHint':
      'Letters, digits, hyphens (-), underscores (_) and dots (.); at most {max} characters.',
    '/Social/Onboarding/InvalidAlias': 'An alias may only hold letters, digits, hyphens, underscores and dots.',
    '/Social/Onboarding/UnavailableAlias': 'This alias is taken. Choose another one.',
    '/Social/Onboarding/Submit': 'Create profile',
  },
};
