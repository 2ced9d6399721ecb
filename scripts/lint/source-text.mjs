// The comments and the string literals of a source file, found by TypeScript's own parser (so a `//` in a string, an
// apostrophe in JSX text or a regular expression is never taken for either), and the tree's source files. The
// checks of route files (route-files.test.ts) and of comments (spec-citations.test.ts) read through these.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const scriptKinds = { '.ts': ts.ScriptKind.TS, '.tsx': ts.ScriptKind.TSX, '.js': ts.ScriptKind.JSX, '.mjs': ts.ScriptKind.JS, '.cjs': ts.ScriptKind.JS };

const parse = (source, fileName) =>
  ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, scriptKinds[path.extname(fileName)] ?? ts.ScriptKind.TSX);

/** Every comment of a script or a stylesheet (by its file name's extension), with its delimiters, in order. */
export function commentsIn(source, fileName) {
  if (fileName.endsWith('.css')) return source.match(/\/\*[\s\S]*?\*\//g) ?? [];
  const file = parse(source, fileName);
  const found = new Map();
  const take = (pos, end) => {
    found.set(pos, source.slice(pos, end)); // returns nothing: a value would end TypeScript's walk over the comments
  };
  const visit = (node) => {
    // JSX text is no trivia: what looks like a comment in it is text on the page.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      ts.forEachLeadingCommentRange(source, node.pos, take);
      ts.forEachTrailingCommentRange(source, node.end, take);
    }
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
}

/** The text of every string and template literal of a script (a template's parts each on its own). */
export function stringsIn(source, fileName) {
  const file = parse(source, fileName);
  const strings = [];
  const visit = (node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return strings;
}

const notSource = new Set(['node_modules', 'dist', 'dist-server', 'coverage', 'test-results', 'playwright-report']);

/** The files under `folders` of `root` whose names end in one of `endings`, relative to `root`; built and hidden folders left out. */
export function filesUnder(root, folders, endings) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!notSource.has(entry.name)) walk(file);
      } else if (endings.some((ending) => entry.name.endsWith(ending))) {
        files.push(file);
      }
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}
