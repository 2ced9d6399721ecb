import { readFileSync } from 'node:fs';
import path from 'node:path';
import { namesIn, problemsIn, stylesheetOwners } from './css-names.mjs';

const root = path.join(__dirname, '..', '..');

describe('what a stylesheet names', () => {
  test('classes of selectors, nested and in at-rules; not dots in attributes, strings, values or comments', () => {
    const css = `
      /* .c_Commented {} */
      .k_Cart > .k_Cart__line:hover, a.p_Button { background: url('x.png'); width: .5rem; }
      @media (min-width: 992px) { .k_Cart__total { --k-gap: 4px; color: var(--p-color-text, var(--k-fallback)); } }
      [href$='.pdf'] .k_Link { margin: var( --p-space ); }
      .k_Outer { .k_Inner { color: red; } }`;
    expect(namesIn(css)).toEqual({
      classes: ['k_Cart', 'k_Cart__line', 'p_Button', 'k_Cart__total', 'k_Link', 'k_Outer', 'k_Inner'],
      definedProperties: ['--k-gap'],
      usedProperties: ['--p-color-text', '--k-fallback', '--p-space'],
    });
  });

  test('another owner’s classes, tokens defined outside the prefix and foreign tokens are problems', () => {
    const css = `.k_Own .c_Catalogs, .s_Shells { --p-color-text: red; --a-size: 1px; color: var(--c-brand); }
                 .p_Button { color: var(--p-color-text); margin: var(--k-gap); }`;
    expect(problemsIn(css, 'k')).toEqual([
      'class .c_Catalogs is not k_ nor p_',
      'class .s_Shells is not k_ nor p_',
      'defines --p-color-text, not --k-',
      'defines --a-size, not --k-',
      'reads --c-brand, neither --k- nor --p-',
    ]);
  });
});

describe('the stylesheets of the tree', () => {
  const owners = stylesheetOwners(root);

  test('every team’s web/, the shell and the platform declare a class prefix of their own', () => {
    for (const { folder, prefix } of owners) expect([folder, prefix]).toEqual([folder, expect.stringMatching(/^[a-z]$/)]);
    expect(new Set(owners.map(({ prefix }) => prefix)).size).toBe(owners.length);
    expect(owners.find(({ folder }) => folder === 'platform')?.prefix).toBe('p');
    expect(owners.length).toBeGreaterThanOrEqual(5);
  });

  test('every stylesheet uses only its owner’s prefix, the platform’s p_ classes and --p- tokens', () => {
    const problems = owners.flatMap(({ prefix, stylesheets }) =>
      stylesheets.flatMap((file) => problemsIn(readFileSync(path.join(root, file), 'utf8'), prefix).map((problem) => `${file}: ${problem}`)),
    );
    expect(problems).toEqual([]);
    expect(owners.flatMap(({ stylesheets }) => stylesheets).length).toBeGreaterThan(100);
  });

  test('stylesheet names are kebab-case, as every other file’s', () => {
    const odd = owners.flatMap(({ stylesheets }) => stylesheets).filter((file) => !/^[a-z0-9]+(-[a-z0-9]+)*\.css$/.test(path.basename(file)));
    expect(odd).toEqual([]);
  });
});
