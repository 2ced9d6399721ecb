import path from 'node:path';
import { citationsIn, citationsInTree, sourceFiles } from './spec-citations.mjs';

const root = path.join(__dirname, '..', '..');
// Written in pieces, so that a search of the tree for citations finds none in this file.
const spec = ['spec', '01'].join(' ');
const Spec = ['Spec', '01'].join(' ');
const section = '\u00a7';

describe('citations of the specification', () => {
  test('in line, block and doc comments of scripts, and in comments of stylesheets', () => {
    const script = `
      /** ${spec} ${section}4.1: the breakpoint cookie lasts one year. */
      export const maxAge = 31_536_000; // ${section}9
      /*
       * The cart (${Spec}, ${section} 4.2).
       */
      const spoken = 'a ${section}4 in a string is no comment';`;
    expect(citationsIn(script, 'breakpoints.ts')).toEqual([
      `/** ${spec} ${section}4.1: the breakpoint cookie lasts one year. */`,
      `// ${section}9`,
      `* The cart (${Spec}, ${section} 4.2).`,
    ]);
    expect(citationsIn(`/* ${spec.replace(' ', '')} ${section}2.4: the tagline */ .s_Header { color: red; }`, 'header.css')).toEqual([
      `/* spec01 ${section}2.4: the tagline */`,
    ]);
  });

  test('in the titles of tests', () => {
    const tests = `describe('the cart (${spec} ${section}4.2)', () => { test.each([1])('quantity %i', () => {}); it('the minimum widths of ${spec}', () => {}); });`;
    expect(citationsIn(tests, 'cart.test.ts')).toEqual([`the cart (${spec} ${section}4.2)`, `the minimum widths of ${spec}`]);
  });

  test('not in JSX text, strings, URLs or regular expressions, nor a comment that says the rule itself', () => {
    const component = `
      const link = 'https://example.com/spec//01';
      const pattern = /\\/*${section}1/;
      // A header under 9% of the screen height always stays.
      export const Tagline = () => <p>Don't miss ${section}3 of the terms // or this</p>;`;
    expect(citationsIn(component, 'tagline.tsx')).toEqual([]);
  });
});

describe('the source files of the tree', () => {
  test('are the scripts and stylesheets of the platform, shell, gateway, teams, scripts and e2e', () => {
    const files = sourceFiles(root);
    for (const file of ['platform/src/bus/bus.ts', 'shell/src/header/header.css', 'gateway/src/app-shell/country-selector.ts', 'shell/webpack.config.js']) {
      expect(files).toContain(file);
    }
    expect(files.some((file) => file.includes('node_modules') || file.includes('/dist/'))).toBe(false);
  });

  test('cite no section of the specification in a comment or a test title: a comment says the rule in our own words', () => {
    expect(citationsInTree(root)).toEqual([]);
  });
});
