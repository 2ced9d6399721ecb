import type { PhraseTable } from '@storefront/platform';

/** The member's own social profile page: change it, or make one. */
export const myProfilePhrases: PhraseTable = {
  'sv-SE': {
    '/Social/MyProfile/Heading': 'Din sociala profil',
    '/Social/MyProfile/NoProfile':
      'Du har ingen social profil än. Med en profil kan du skriva omdömen, ställa frågor och följa andra medlemmar.',
    '/Social/MyProfile/Create': 'Skapa social profil',
    '/Social/MyProfile/ShowPublic': 'Visa profilen som andra ser den',
    '/Social/MyProfile/EditHeading': 'Ändra profilen',
    '/Social/MyProfile/Description': 'Om dig',
    '/Social/MyProfile/Save': 'Spara',
    '/Social/MyProfile/Saved': 'Din profil är sparad.',
    '/Social/MyProfile/NothingChanged': 'Inget är ändrat.',
    '/Social/MyProfile/EditLink': 'Ändra din profil',
  },
  'nb-NO': {
    '/Social/MyProfile/Heading': 'Din sosiale profil',
    '/Social/MyProfile/NoProfile':
      'Du har ingen sosial profil ennå. Med en profil kan du skrive omtaler, stille spørsmål og følge andre medlemmer.',
    '/Social/MyProfile/Create': 'Opprett sosial profil',
    '/Social/MyProfile/ShowPublic': 'Vis profilen slik andre ser den',
    '/Social/MyProfile/EditHeading': 'Endre profilen',
    '/Social/MyProfile/Description': 'Om deg',
    '/Social/MyProfile/Save': 'Lagre',
    '/Social/MyProfile/Saved': 'Profilen din er lagret.',
    '/Social/MyProfile/NothingChanged': 'Ingenting er endret.',
    '/Social/MyProfile/EditLink': 'Endre profilen din',
  },
  'fi-FI': {
    '/Social/MyProfile/Heading': 'Sosiaalinen profiilisi',
    '/Social/MyProfile/NoProfile':
      'Sinulla ei ole vielä sosiaalista profiilia. Profiililla voit kirjoittaa arvosteluja, esittää kysymyksiä ja seurata muita jäseniä.',
    '/Social/MyProfile/Create': 'Luo sosiaalinen profiili',
    '/Social/MyProfile/ShowPublic': 'Näytä profiili niin kuin muut sen näkevät',
    '/Social/MyProfile/EditHeading': 'Muokkaa profiilia',
    '/Social/MyProfile/Description': 'Tietoja sinusta',
    '/Social/MyProfile/Save': 'Tallenna',
    '/Social/MyProfile/Saved': 'Profiilisi on tallennettu.',
    '/Social/MyProfile/NothingChanged': 'Mitään ei ole muutettu.',
    '/Social/MyProfile/EditLink': 'Muokkaa profiiliasi',
  },
  'da-DK': {
    '/Social/MyProfile/Heading': 'Din sociale profil',
    '/Social/MyProfile/NoProfile':
      'Du har ingen social profil endnu. Med en profil kan du skrive anmeldelser, stille spørgsmål og følge andre medlemmer.',
    '/Social/MyProfile/Create': 'Opret social profil',
    '/Social/MyProfile/ShowPublic': 'Vis profilen, som andre ser den',
    '/Social/MyProfile/EditHeading': 'Rediger profilen',
    '/Social/MyProfile/Description': 'Om dig',
    '/Social/MyProfile/Save': 'Gem',
    '/Social/MyProfile/Saved': 'Din profil er gemt.',
    '/Social/MyProfile/NothingChanged': 'Intet er ændret.',
    '/Social/MyProfile/EditLink': 'Rediger din profil',
  },
  'pl-PL': {
    '/Social/MyProfile/Heading': 'Twój profil społecznościowy',
    '/Social/MyProfile/NoProfile':
      'Nie masz jeszcze profilu społecznościowego. Z profilem możesz pisać opinie, zadawać pytania i obserwować innych członków.',
    '/Social/MyProfile/Create': 'Utwórz profil społecznościowy',
    '/Social/MyProfile/ShowPublic': 'Zobacz profil tak, jak widzą go inni',
    '/Social/MyProfile/EditHeading': 'Edytuj profil',
    '/Social/MyProfile/Description': 'O Tobie',
    '/Social/MyProfile/Save': 'Zapisz',
    '/Social/MyProfile/Saved': 'Twój profil został zapisany.',
    '/Social/MyProfile/NothingChanged': 'Nic nie zostało zmienione.',
    '/Social/MyProfile/EditLink': 'Edytuj swój profil',
  },
  'de-DE': {
    '/Social/MyProfile/Heading': 'Dein Community-Profil',
    '/Social/MyProfile/NoProfile':
      'Du hast noch kein Community-Profil. Mit einem Profil kannst du Bewertungen schreiben, Fragen stellen und anderen Mitgliedern folgen.',
    '/Social/MyProfile/Create': 'Community-Profil erstellen',
    '/Social/MyProfile/ShowPublic': 'Profil so ansehen, wie andere es sehen',
    '/Social/MyProfile/EditHeading': 'Profil bearbeiten',
    '/Social/MyProfile/Description': 'Über dich',
    '/Social/MyProfile/Save': 'Speichern',
    '/Social/MyProfile/Saved': 'Dein Profil ist gespeichert.',
    '/Social/MyProfile/NothingChanged': 'Nichts wurde geändert.',
    '/Social/MyProfile/EditLink': 'Dein Profil bearbeiten',
  },
  'nl-NL': {
    '/Social/MyProfile/Heading': 'Jouw sociale profiel',
    '/Social/MyProfile/NoProfile':
      'Je hebt nog geen sociaal profiel. Met een profiel kun je reviews schrijven, vragen stellen en andere leden volgen.',
    '/Social/MyProfile/Create': 'Sociaal profiel maken',
    '/Social/MyProfile/ShowPublic': 'Bekijk het profiel zoals anderen het zien',
    '/Social/MyProfile/EditHeading': 'Profiel bewerken',
    '/Social/MyProfile/Description': 'Over jou',
    '/Social/MyProfile/Save': 'Opslaan',
    '/Social/MyProfile/Saved': 'Je profiel is opgeslagen.',
    '/Social/MyProfile/NothingChanged': 'Er is niets gewijzigd.',
    '/Social/MyProfile/EditLink': 'Bewerk je profiel',
  },
  'en-US': {
    '/Social/MyProfile/Heading': 'Your social profile',
    '/Social/MyProfile/NoProfile':
      'You have no social profile yet. With one you can write reviews, ask questions and follow other members.',
    '/Social/MyProfile/Create': 'Create a social profile',
    '/Social/MyProfile/ShowPublic': 'See the profile as others see it',
    '/Social/MyProfile/EditHeading': 'Edit the profile',
    '/Social/MyProfile/Description': 'About you',
    '/Social/MyProfile/Save': 'Save',
    '/Social/MyProfile/Saved': 'Your profile is saved.',
    '/Social/MyProfile/NothingChanged': 'Nothing has changed.',
    '/Social/MyProfile/EditLink': 'Edit your profile',
  },
};
