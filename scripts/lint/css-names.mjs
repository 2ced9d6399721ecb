// What a stylesheet names: its class selectors, the custom properties it defines and the ones it reads. The CSS
// check (css-names.test.ts) holds every team to its own class prefix, the platform's `p_` classes and `--p-` tokens.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { teamFolders } from './team-folders.js';

/** @returns {{ classes: string[], definedProperties: string[], usedProperties: string[] }} */
export function namesIn(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const classes = new Set();
  const definedProperties = new Set();
  const usedProperties = new Set();
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char !== '{' && char !== '}' && char !== ';') continue;
    const segment = text.slice(start, at).trim();
    start = at + 1;
    if (segment === '') continue;
    if (char === '{') {
      // A selector (at-rules' preludes name no classes); attribute selectors and strings may hold dots.
      if (segment.startsWith('@')) continue;
      const selector = segment.replace(/\[[^\]]*\]/g, '').replace(/(['"]).*?\1/g, '');
      for (const match of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(match[1]);
      continue;
    }
    const defined = /^(--[\w-]+)\s*:/.exec(segment);
    if (defined) definedProperties.add(defined[1]);
    for (const match of segment.matchAll(/var\(\s*(--[\w-]+)/g)) usedProperties.add(match[1]);
  }
  return { classes: [...classes], definedProperties: [...definedProperties], usedProperties: [...usedProperties] };
}

/**
 * What is wrong with a stylesheet of the owner whose prefix is `prefix` ('c' for `c_` classes and `--c-`
 * properties): classes of another owner, properties it defines outside its own prefix, tokens it reads of another
 * owner. The platform's `p_` classes and `--p-` tokens are everyone's to use; only the platform defines them.
 */
export function problemsIn(css, prefix) {
  const { classes, definedProperties, usedProperties } = namesIn(css);
  const own = (name, separator) => name.startsWith(`${prefix}${separator}`);
  return [
    ...classes.filter((name) => !own(name, '_') && !name.startsWith('p_')).map((name) => `class .${name} is not ${prefix}_ nor p_`),
    ...definedProperties.filter((name) => !own(name.slice(2), '-')).map((name) => `defines ${name}, not --${prefix}-`),
    ...usedProperties
      .filter((name) => !own(name.slice(2), '-') && !name.startsWith('--p-'))
      .map((name) => `reads ${name}, neither --${prefix}- nor --p-`),
  ];
}

const sourceFolders = (root) => teamFolders(root).map((team) => path.join(team, 'web')).concat(['shell', 'platform']);

/** Every owner of stylesheets in the tree: its folder, its declared class prefix, its stylesheets under `src/`. */
export function stylesheetOwners(root) {
  return sourceFolders(root).map((folder) => {
    const { storefront } = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
    const stylesheets = readdirSync(path.join(root, folder, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => path.join(folder, 'src', file));
    return { folder, prefix: storefront?.classPrefix, stylesheets };
  });
}
