import type { Rule } from 'eslint';
export const contractTypesOnly: Rule.RuleModule;
