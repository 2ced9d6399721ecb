import type { PhraseTable } from '@storefront/platform';

/** Saved posts: the Save button of a post, and the list on the member's profile page. */
export const savedPhrases: PhraseTable = {
  'sv-SE': {
    '/Social/Saved/Save': 'Spara',
    '/Social/Saved/Heading': 'Sparade inlägg',
    '/Social/Saved/None': 'Du har inte sparat något än. Tryck på Spara vid ett inlägg i flödet eller på en profil för att läsa det här igen.',
  },
  'nb-NO': {
    '/Social/Saved/Save': 'Lagre',
    '/Social/Saved/Heading': 'Lagrede innlegg',
    '/Social/Saved/None': 'Du har ikke lagret noe ennå. Trykk på Lagre ved et innlegg i feeden eller på en profil for å lese det her igjen.',
  },
  'fi-FI': {
    '/Social/Saved/Save': 'Tallenna',
    '/Social/Saved/Heading': 'Tallennetut julkaisut',
    '/Social/Saved/None': 'Et ole vielä tallentanut mitään. Paina Tallenna julkaisun kohdalla syötteessä tai profiilissa lukeaksesi sen täällä uudelleen.',
  },
  'da-DK': {
    '/Social/Saved/Save': 'Gem',
    '/Social/Saved/Heading': 'Gemte opslag',
    '/Social/Saved/None': 'Du har ikke gemt noget endnu. Tryk på Gem ved et opslag i feedet eller på en profil for at læse det her igen.',
  },
  'pl-PL': {
    '/Social/Saved/Save': 'Zapisz',
    '/Social/Saved/Heading': 'Zapisane wpisy',
    '/Social/Saved/None': 'Nic jeszcze nie zapisano. Naciśnij Zapisz przy wpisie w aktualnościach lub na profilu, aby przeczytać go tu ponownie.',
  },
  'de-DE': {
    '/Social/Saved/Save': 'Speichern',
    '/Social/Saved/Heading': 'Gespeicherte Beiträge',
    '/Social/Saved/None': 'Du hast noch nichts gespeichert. Tippe bei einem Beitrag im Feed oder auf einem Profil auf Speichern, um ihn hier wieder zu lesen.',
  },
  'nl-NL': {
    '/Social/Saved/Save': 'Bewaren',
    '/Social/Saved/Heading': 'Bewaarde berichten',
    '/Social/Saved/None': 'Je hebt nog niets bewaard. Tik bij een bericht in je feed of op een profiel op Bewaren om het hier terug te lezen.',
  },
  'en-US': {
    '/Social/Saved/Save': 'Save',
    '/Social/Saved/Heading': 'Saved posts',
    '/Social/Saved/None': 'You have not saved anything yet. Press Save on a post in your feed or on a profile to read it here again.',
  },
};
