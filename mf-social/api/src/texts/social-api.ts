import type { PhraseTable } from '@storefront/platform';

/** Team Social's server words: the titles of its pages, in the reader's language. */
export const socialApiPhrases: PhraseTable = {
  'sv-SE': {
    '/SocialApi/Pages/Feed': 'Ditt flöde',
    '/SocialApi/Pages/MyProfile': 'Din sociala profil',
  },
  'nb-NO': {
    '/SocialApi/Pages/Feed': 'Din strøm',
    '/SocialApi/Pages/MyProfile': 'Din sosiale profil',
  },
  'fi-FI': {
    '/SocialApi/Pages/Feed': 'Syötteesi',
    '/SocialApi/Pages/MyProfile': 'Sosiaalinen profiilisi',
  },
  'da-DK': {
    '/SocialApi/Pages/Feed': 'Dit feed',
    '/SocialApi/Pages/MyProfile': 'Din sociale profil',
  },
  'pl-PL': {
    '/SocialApi/Pages/Feed': 'Twój kanał',
    '/SocialApi/Pages/MyProfile': 'Twój profil społecznościowy',
  },
  'de-DE': {
    '/SocialApi/Pages/Feed': 'Dein Feed',
    '/SocialApi/Pages/MyProfile': 'Dein Community-Profil',
  },
  'nl-NL': {
    '/SocialApi/Pages/Feed': 'Jouw feed',
    '/SocialApi/Pages/MyProfile': 'Jouw sociale profiel',
  },
  'en-US': {
    '/SocialApi/Pages/Feed': 'Your feed',
    '/SocialApi/Pages/MyProfile': 'Your social profile',
  },
};
