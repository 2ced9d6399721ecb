import type { Rule } from 'eslint';
export const fileNames: Rule.RuleModule;
