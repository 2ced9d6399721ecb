import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cultures, phraseTables } from '@storefront/platform/phrases';

const cart = phraseTables.cart!;
const english = cart['en-US'];
const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const keysUsedIn = (pattern: RegExp) =>
  sourceFiles(__dirname).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1]!));

describe('cart phrases', () => {
  test.each(cultures.map((culture) => [culture]))('%s has every key, with text and the same placeholders', (culture) => {
    const table = cart[culture];
    expect(Object.keys(table).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(table[key]?.trim()).toBeTruthy();
      expect([key, placeholdersOf(table[key]!)]).toEqual([key, placeholdersOf(text)]);
    }
  });

  test('every key the cart code asks for exists, and every key is used', () => {
    const used = new Set(keysUsedIn(/'(\/Cart\/[\w/]+)'/g));
    expect([...used].filter((key) => !(key in english))).toEqual([]);
    expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([]);
  });

  test('the common phrases it borrows exist', () => {
    const common = phraseTables.common!['en-US'];
    const borrowed = keysUsedIn(/'(\/Common\/[\w/]+)'/g);
    expect(borrowed.length).toBeGreaterThan(0);
    expect(borrowed.filter((key) => !(key in common))).toEqual([]);
  });
});
