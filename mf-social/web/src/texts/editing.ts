import type { PhraseTable } from '@storefront/platform';

/** A member changes the words of their comment or reply, in its thread. */
export const editingPhrases: PhraseTable = {
  'sv-SE': {
    '/Social/Edit/Comment': 'Ändra',
    '/Social/Edit/Label': 'Ändra din kommentar',
    '/Social/Edit/Save': 'Spara ändringen',
    '/Social/Edit/Saved': 'Kommentaren är ändrad.',
    '/Social/Edit/Held': 'Din ändring visas när en moderator har sett den.',
    '/Social/Edit/Edited': '(ändrad)',
  },
  'nb-NO': {
    '/Social/Edit/Comment': 'Endre',
    '/Social/Edit/Label': 'Endre kommentaren din',
    '/Social/Edit/Save': 'Lagre endringen',
    '/Social/Edit/Saved': 'Kommentaren er endret.',
    '/Social/Edit/Held': 'Endringen din vises når en moderator har sett den.',
    '/Social/Edit/Edited': '(endret)',
  },
  'fi-FI': {
    '/Social/Edit/Comment': 'Muokkaa',
    '/Social/Edit/Label': 'Muokkaa kommenttiasi',
    '/Social/Edit/Save': 'Tallenna muutos',
    '/Social/Edit/Saved': 'Kommentti on muokattu.',
    '/Social/Edit/Held': 'Muutoksesi näkyy, kun moderaattori on nähnyt sen.',
    '/Social/Edit/Edited': '(muokattu)',
  },
  'da-DK': {
    '/Social/Edit/Comment': 'Rediger',
    '/Social/Edit/Label': 'Rediger din kommentar',
    '/Social/Edit/Save': 'Gem ændringen',
    '/Social/Edit/Saved': 'Kommentaren er ændret.',
    '/Social/Edit/Held': 'Din ændring vises, når en moderator har set den.',
    '/Social/Edit/Edited': '(redigeret)',
  },
  'pl-PL': {
    '/Social/Edit/Comment': 'Edytuj',
    '/Social/Edit/Label': 'Edytuj swój komentarz',
    '/Social/Edit/Save': 'Zapisz zmianę',
    '/Social/Edit/Saved': 'Komentarz został zmieniony.',
    '/Social/Edit/Held': 'Twoja zmiana pojawi się, gdy moderator ją sprawdzi.',
    '/Social/Edit/Edited': '(edytowano)',
  },
  'de-DE': {
    '/Social/Edit/Comment': 'Bearbeiten',
    '/Social/Edit/Label': 'Deinen Kommentar bearbeiten',
    '/Social/Edit/Save': 'Änderung speichern',
    '/Social/Edit/Saved': 'Der Kommentar ist geändert.',
    '/Social/Edit/Held': 'Deine Änderung erscheint, sobald ein Moderator sie gesehen hat.',
    '/Social/Edit/Edited': '(bearbeitet)',
  },
  'nl-NL': {
    '/Social/Edit/Comment': 'Bewerken',
    '/Social/Edit/Label': 'Je reactie bewerken',
    '/Social/Edit/Save': 'Wijziging opslaan',
    '/Social/Edit/Saved': 'De reactie is gewijzigd.',
    '/Social/Edit/Held': 'Je wijziging verschijnt zodra een moderator die heeft gezien.',
    '/Social/Edit/Edited': '(bewerkt)',
  },
  'en-US': {
    '/Social/Edit/Comment': 'Edit',
    '/Social/Edit/Label': 'Edit your comment',
    '/Social/Edit/Save': 'Save the change',
    '/Social/Edit/Saved': 'The comment is changed.',
    '/Social/Edit/Held': 'Your change shows once a moderator has seen it.',
    '/Social/Edit/Edited': '(edited)',
  },
};
