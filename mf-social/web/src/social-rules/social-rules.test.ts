import { readFileSync } from 'node:fs';
import path from 'node:path';
import { aliasPattern } from './social-rules';

const contract = readFileSync(path.join(__dirname, '../../../contract/social-profile.ts'), 'utf8');

describe('the alias pattern', () => {
  // The browser may not import the contract's value (it comes with zod): this reads the contract's source instead.
  test('is the contract’s', () => {
    expect(contract).toContain(`export const aliasPattern = ${String(aliasPattern)};`);
  });

  test('takes letters of any script, digits, hyphens, underscores and dots; nothing else, nor nothing', () => {
    expect(['anna.b', 'Åsa_92', 'zoë-k', 'Łucja', '李娜'].filter((alias) => aliasPattern.test(alias))).toHaveLength(5);
    expect(['', 'anna b', 'anna@b', 'a/b', '#tag'].filter((alias) => aliasPattern.test(alias))).toEqual([]);
  });
});
