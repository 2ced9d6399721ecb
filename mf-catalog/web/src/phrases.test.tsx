import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cultures, phraseTables } from '@storefront/platform/phrases';

const catalog = phraseTables.catalog!;
const english = catalog['en-US'];
const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('catalog phrases', () => {
  test.each(cultures.map((culture) => [culture]))('%s has every key, with text and the same placeholders', (culture) => {
    const table = catalog[culture];
    expect(Object.keys(table).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(table[key]?.trim()).toBeTruthy();
      expect([key, placeholdersOf(table[key]!)]).toEqual([key, placeholdersOf(text)]);
    }
  });

  test('every key the catalog code asks for exists', () => {
    const used = sourceFiles(__dirname).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'(\/Catalog\/[\w/]+)'/g)].map((match) => match[1]!),
    );
    const measures = ['l', 'kg', 'st'].map((measure) => `/Catalog/Measure/${measure}`);
    expect(used.length).toBeGreaterThan(20);
    expect([...used, ...measures].filter((key) => !(key in english))).toEqual([]);
  });
});
