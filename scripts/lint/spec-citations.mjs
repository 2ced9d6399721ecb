// Comments say the rule they stand for in our own words. The specification the store was built from is not in the
// repository, so a comment that cites it (the word spec with a document number, or a section sign with a number)
// sends a reader where they cannot follow. The check (spec-citations.test.ts) finds such citations in comments and in
// the titles of tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { commentsIn, filesUnder } from './source-text.mjs';
import { teamFolders } from './team-folders.js';

const citation = /\bspec(ification)?\s*0\d\b|\bspec(ification)?('s)?\s*§|§\s*\d/i;

const testCalls = new Set(['test', 'it', 'describe']);

/** The titles of the tests of a script: the first argument of test(…), it(…), describe(…) and their variants, when a literal. */
function testTitlesIn(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, path.extname(fileName) === '.tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const titles = [];
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      // test('…'), describe('…'), and test.describe('…'), it.only('…') and the like.
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.expression : node.expression;
      const [title] = node.arguments;
      if (ts.isIdentifier(callee) && testCalls.has(callee.text) && title && ts.isStringLiteralLike(title)) titles.push(title.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return titles;
}

/** The comments (and, in tests, the test titles) of a script or stylesheet that cite the specification by section. */
export function citationsIn(source, fileName) {
  if (!citation.test(source)) return [];
  const texts = [...commentsIn(source, fileName), ...(/\.(test|spec)\.tsx?$/.test(fileName) ? testTitlesIn(source, fileName) : [])];
  return texts.filter((text) => citation.test(text)).map((text) => (text.split('\n').find((line) => citation.test(line)) ?? text.split('\n')[0]).trim());
}

const endings = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.css'];

/** The tree's scripts and stylesheets: the platform, shell, gateway, every team (`mf-*`), scripts, e2e and types, relative to `root`. */
export function sourceFiles(root) {
  return filesUnder(root, ['platform', 'shell', 'gateway', ...teamFolders(root), 'scripts', 'e2e', 'types'], endings);
}

/** Each citation in a source file of the tree: `file: the line that cites`. */
export function citationsInTree(root) {
  return sourceFiles(root).flatMap((file) => citationsIn(readFileSync(path.join(root, file), 'utf8'), file).map((line) => `${file}: ${line}`));
}
