// ESLint rule: a team's browser code (`mf-*/web`) takes only types from its contract (`mf-*/contract`), with
// `import type` or `export type`, which the compiler erases. The contract holds the zod schemas its server checks
// requests with; a value import would put zod (and the team-server kit the schemas use) into the browser bundle.
import path from 'node:path';

const webFile = /^mf-[^/]+\/web\//;
const contractModule = /^mf-[^/]+\/contract(\/|$)/;

/** The project-relative path a relative import names, or null for a package import. */
function target(file, source, cwd) {
  if (typeof source !== 'string' || !source.startsWith('.')) return null;
  return path.relative(cwd, path.resolve(path.dirname(file), source)).split(path.sep).join('/');
}

/** @type {import('eslint').Rule.RuleModule} */
export const contractTypesOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'browser code takes only types from its team’s contract' },
    messages: {
      typesOnly:
        'Browser code takes only types from the team’s contract: write `import type { … }` (or `export type`). The contract’s zod schemas are for the team’s server and must not reach the browser.',
    },
    schema: [],
  },
  create(context) {
    const cwd = context.cwd;
    const file = path.relative(cwd, context.filename).split(path.sep).join('/');
    if (!webFile.test(file)) return {};
    const fromContract = (source) => {
      const named = target(context.filename, source, cwd);
      return named !== null && contractModule.test(named);
    };
    const check = (node, kind) => {
      if (node.source && fromContract(node.source.value) && kind !== 'type') context.report({ node, messageId: 'typesOnly' });
    };
    return {
      ImportDeclaration: (node) => check(node, node.importKind),
      ExportNamedDeclaration: (node) => check(node, node.exportKind),
      ExportAllDeclaration: (node) => check(node, node.exportKind),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal' && fromContract(node.source.value)) context.report({ node, messageId: 'typesOnly' });
      },
    };
  },
};
