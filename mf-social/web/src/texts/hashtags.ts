import type { PhraseTable } from '@storefront/platform';

/** A hashtag's page: the posts that carry it. */
export const hashtagPhrases: PhraseTable = {
  'sv-SE': {
    '/Social/Hashtag/PostCount': 'Inlägg: {count}',
    '/Social/Hashtag/ListLabel': 'Inlägg med {hashtag}',
    '/Social/Hashtag/Empty': 'Ingen har skrivit något med {hashtag} än.',
  },
  'nb-NO': {
    '/Social/Hashtag/PostCount': 'Innlegg: {count}',
    '/Social/Hashtag/ListLabel': 'Innlegg med {hashtag}',
    '/Social/Hashtag/Empty': 'Ingen har skrevet noe med {hashtag} ennå.',
  },
  'fi-FI': {
    '/Social/Hashtag/PostCount': 'Julkaisuja: {count}',
    '/Social/Hashtag/ListLabel': 'Julkaisut, joissa on {hashtag}',
    '/Social/Hashtag/Empty': 'Kukaan ei ole vielä kirjoittanut mitään tunnisteella {hashtag}.',
  },
  'da-DK': {
    '/Social/Hashtag/PostCount': 'Indlæg: {count}',
    '/Social/Hashtag/ListLabel': 'Indlæg med {hashtag}',
    '/Social/Hashtag/Empty': 'Ingen har skrevet noget med {hashtag} endnu.',
  },
  'pl-PL': {
    '/Social/Hashtag/PostCount': 'Wpisy: {count}',
    '/Social/Hashtag/ListLabel': 'Wpisy z {hashtag}',
    '/Social/Hashtag/Empty': 'Nikt jeszcze nie napisał nic z {hashtag}.',
  },
  'de-DE': {
    '/Social/Hashtag/PostCount': 'Beiträge: {count}',
    '/Social/Hashtag/ListLabel': 'Beiträge mit {hashtag}',
    '/Social/Hashtag/Empty': 'Noch hat niemand etwas mit {hashtag} geschrieben.',
  },
  'nl-NL': {
    '/Social/Hashtag/PostCount': 'Berichten: {count}',
    '/Social/Hashtag/ListLabel': 'Berichten met {hashtag}',
    '/Social/Hashtag/Empty': 'Nog niemand heeft iets met {hashtag} geschreven.',
  },
  'en-US': {
    '/Social/Hashtag/PostCount': 'Posts: {count}',
    '/Social/Hashtag/ListLabel': 'Posts with {hashtag}',
    '/Social/Hashtag/Empty': 'Nobody has written anything with {hashtag} yet.',
  },
};
