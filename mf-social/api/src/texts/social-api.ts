import type { PhraseTable } from '@storefront/platform';

/** Team Social's server words: the titles of its pages, in the reader's language. */
export const socialApiPhrases: PhraseTable = {
  'sv-SE': { '/SocialApi/Pages/Feed': 'Ditt flöde' },
  'nb-NO': { '/SocialApi/Pages/Feed': 'Din strøm' },
  'fi-FI': { '/SocialApi/Pages/Feed': 'Syötteesi' },
  'da-DK': { '/SocialApi/Pages/Feed': 'Dit feed' },
  'pl-PL': { '/SocialApi/Pages/Feed': 'Twój kanał' },
  'de-DE': { '/SocialApi/Pages/Feed': 'Dein Feed' },
  'nl-NL': { '/SocialApi/Pages/Feed': 'Jouw feed' },
  'en-US': { '/SocialApi/Pages/Feed': 'Your feed' },
};
