import { phraseGaps } from '../missing-phrases';
import type { PhraseTable } from '../phrase-table';
import { commonPhrases } from './common';
import { cultures, phrasesFor, phraseTables } from './index';

test.each(Object.entries(phraseTables))('every %s phrase is written in all 8 languages', (_area, table) => {
  expect(Object.keys(table).sort()).toEqual([...cultures].sort());
  expect(phraseGaps(table)).toEqual([]);
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

test('phrasesFor merges every area for one language', () => {
  expect(phrasesFor('sv-SE')['/Common/Close']).toBe('Stäng');
  expect(phrasesFor('de-DE')['/Common/Close']).toBe('Schließen');
});

test('no key is defined by two areas (phrasesFor would silently keep only one)', () => {
  const owners = new Map<string, string[]>();
  for (const [area, table] of Object.entries(phraseTables)) {
    for (const key of Object.keys(table['en-US'])) owners.set(key, [...(owners.get(key) ?? []), area]);
  }
  expect([...owners].filter(([, areas]) => areas.length > 1)).toEqual([]);
});
