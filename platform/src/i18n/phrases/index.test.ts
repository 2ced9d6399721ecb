import { textProblems } from '../../testing/text-problems';
import { phraseGaps } from '../missing-phrases';
import type { PhraseTable } from '../phrase-table';
import { commonPhrases } from './common';
import { cultures, platformPhrasesFor, platformPhraseTables } from './index';

test('the platform’s words are written in all 8 languages, each key once', () => {
  expect(Object.keys(platformPhraseTables).sort()).toEqual(['common', 'shell']);
  expect(textProblems(platformPhraseTables)).toEqual([]);
});

test('a key missing, empty or with other placeholders in one language is caught', () => {
  const full = { '/A': 'a', '/Mail': 'Mail {email}' };
  const table = Object.fromEntries(cultures.map((culture) => [culture, { ...full }])) as unknown as PhraseTable;
  delete table['fi-FI']['/A'];
  table['pl-PL']['/A'] = ' ';
  table['de-DE']['/Mail'] = 'Mail';
  expect(phraseGaps(table)).toEqual([
    { culture: 'fi-FI', key: '/A', problem: 'missing' },
    { culture: 'pl-PL', key: '/A', problem: 'empty' },
    { culture: 'de-DE', key: '/Mail', problem: 'placeholders differ' },
  ]);
});

test('a team area that lacks a language, or defines a key twice or one of the platform’s, is caught', () => {
  const inEvery = (texts: Record<string, string>) => Object.fromEntries(cultures.map((culture) => [culture, { ...texts }])) as unknown as PhraseTable;
  const { 'nl-NL': _dutch, ...withoutDutch } = inEvery({ '/Team/A': 'a' });
  expect(
    textProblems({
      first: withoutDutch as PhraseTable,
      second: inEvery({ '/Team/A': 'a', '/Common/Close': 'x' }),
    }),
  ).toEqual([
    'first: written in da-DK, de-DE, en-US, fi-FI, nb-NO, pl-PL, sv-SE',
    'first: /Team/A is missing in nl-NL',
    '/Common/Close is defined by platform common and second',
    '/Team/A is defined by first and second',
  ]);
});

test('the common area has the shared error and generic texts', () => {
  const required = [
    '/Errors/PageLoad',
    '/Errors/Offline',
    '/Errors/Unknown',
    '/Errors/NotFound',
    '/Common/Retry',
    '/Common/Ok',
    '/Common/Close',
    '/Common/Loading',
    '/Common/ShowMore',
    '/Common/ShowLess',
    '/Common/Back',
    '/Fatal/Heading',
    '/Fatal/Text',
    '/Fatal/StartPageLink',
    '/NoScript/Message',
  ];
  expect(Object.keys(commonPhrases['en-US'])).toEqual(expect.arrayContaining(required));
  for (const culture of cultures) expect(commonPhrases[culture]['/Fatal/Text']).toContain('{email}');
});

test('platformPhrasesFor merges the platform’s areas for one language, once', () => {
  expect(platformPhrasesFor('sv-SE')['/Common/Close']).toBe('Stäng');
  expect(platformPhrasesFor('de-DE')['/Shell/LogIn']).toBe('Anmelden');
  expect(platformPhrasesFor('sv-SE')).toBe(platformPhrasesFor('sv-SE'));
  expect(Object.isFrozen(platformPhrasesFor('sv-SE'))).toBe(true);
});
