// ESLint rule: every folder and file name in the tree is kebab-case (`cart-store.ts`, `add-to-cart.test.tsx`), with
// dotted kinds after the name (`.test`, `.spec`, `.d`, `.config`). One style, so a newcomer can guess a file's name.
import path from 'node:path';

const kebabName = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** The part of `file` that is the project's own: relative to the working directory ESLint runs in. */
const ownParts = (file, cwd) => path.relative(cwd, file).split(path.sep).filter((part) => part !== '' && !part.startsWith('.'));

/** @type {import('eslint').Rule.RuleModule} */
export const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'folder and file names are kebab-case' },
    messages: { notKebab: '“{{name}}” is not kebab-case: write it as lower-case words joined by hyphens (e.g. {{example}}).' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const parts = ownParts(context.filename, context.cwd);
        const odd = parts.find((part) => !kebabName.test(part));
        if (odd === undefined) return;
        const example = odd.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/_/g, '-').toLowerCase();
        context.report({ node, loc: { line: 1, column: 0 }, messageId: 'notKebab', data: { name: odd, example } });
      },
    };
  },
};
