import type { PhraseTable } from '@storefront/platform';

/** Naming a profile with '@' while writing: the profiles offered. */
export const mentionPhrases: PhraseTable = {
  'sv-SE': { '/Social/Mentions/ListLabel': 'Profiler att nämna', '/Social/Mentions/Found': 'Profiler att nämna: {count}' },
  'nb-NO': { '/Social/Mentions/ListLabel': 'Profiler å nevne', '/Social/Mentions/Found': 'Profiler å nevne: {count}' },
  'fi-FI': { '/Social/Mentions/ListLabel': 'Mainittavat profiilit', '/Social/Mentions/Found': 'Mainittavat profiilit: {count}' },
  'da-DK': { '/Social/Mentions/ListLabel': 'Profiler at nævne', '/Social/Mentions/Found': 'Profiler at nævne: {count}' },
  'pl-PL': { '/Social/Mentions/ListLabel': 'Profile do wspomnienia', '/Social/Mentions/Found': 'Profile do wspomnienia: {count}' },
  'de-DE': { '/Social/Mentions/ListLabel': 'Profile zum Erwähnen', '/Social/Mentions/Found': 'Profile zum Erwähnen: {count}' },
  'nl-NL': { '/Social/Mentions/ListLabel': 'Profielen om te noemen', '/Social/Mentions/Found': 'Profielen om te noemen: {count}' },
  'en-US': { '/Social/Mentions/ListLabel': 'Profiles to mention', '/Social/Mentions/Found': 'Profiles to mention: {count}' },
};
