import type { PhraseTable } from '@storefront/platform';

/** Team Social's server words: the titles of its pages, in the reader's language. */
export const socialApiPhrases: PhraseTable = {
  'sv-SE': {
    '/SocialApi/Pages/Feed': 'Ditt flöde',
    '/SocialApi/Pages/MyProfile': 'Din sociala profil',
    '/SocialApi/Pages/Hashtag': '#{hashtag}',
    '/SocialApi/Pages/HashtagDescription': 'Inlägg om #{hashtag} från medlemmarna.',
  },
  'nb-NO': {
    '/SocialApi/Pages/Feed': 'Din strøm',
    '/SocialApi/Pages/MyProfile': 'Din sosiale profil',
    '/SocialApi/Pages/Hashtag': '#{hashtag}',
    '/SocialApi/Pages/HashtagDescription': 'Innlegg om #{hashtag} fra medlemmene.',
  },
  'fi-FI': {
    '/SocialApi/Pages/Feed': 'Syötteesi',
    '/SocialApi/Pages/MyProfile': 'Sosiaalinen profiilisi',
    '/SocialApi/Pages/Hashtag': '#{hashtag}',
    '/SocialApi/Pages/HashtagDescription': 'Jäsenten julkaisut aiheesta #{hashtag}.',
  },
  'da-DK': {
    '/SocialApi/Pages/Feed': 'Dit feed',
    '/SocialApi/Pages/MyProfile': 'Din sociale profil',
    '/SocialApi/Pages/Hashtag': '#{hashtag}',
    '/SocialApi/Pages/HashtagDescription': 'Indlæg om #{hashtag} fra medlemmerne.',
  },
  'pl-PL': {
    '/SocialApi/Pages/Feed': 'Twój kanał',
    '/SocialApi/Pages/MyProfile': 'Twój profil społecznościowy',
    '/SocialApi/Pages/Hashtag': '#{hashtag}',
    '/SocialApi/Pages/HashtagDescription': 'Wpisy członków o #{hashtag}.',
  },
  'de-DE': {
    '/SocialApi/Pages/Feed': 'Dein Feed',
    '/SocialApi/Pages/MyProfile': 'Dein Community-Profil',
    '/SocialApi/Pages/Hashtag': '#{hashtag}',
    '/SocialApi/Pages/HashtagDescription': 'Beiträge der Mitglieder zu #{hashtag}.',
  },
  'nl-NL': {
    '/SocialApi/Pages/Feed': 'Jouw feed',
    '/SocialApi/Pages/MyProfile': 'Jouw sociale profiel',
    '/SocialApi/Pages/Hashtag': '#{hashtag}',
    '/SocialApi/Pages/HashtagDescription': 'Berichten van leden over #{hashtag}.',
  },
  'en-US': {
    '/SocialApi/Pages/Feed': 'Your feed',
    '/SocialApi/Pages/MyProfile': 'Your social profile',
    '/SocialApi/Pages/Hashtag': '#{hashtag}',
    '/SocialApi/Pages/HashtagDescription': 'Members’ posts about #{hashtag}.',
  },
};
