// The tree's rules as checks (`npm run lint`, part of `npm test`): who may import whom, no import cycles, one
// file-name style, and browser code that takes only types from its team's contract/. Teams are found by their
// folders (`mf-*`), so a new team gets the rules by existing.
import typescriptParser from '@typescript-eslint/parser';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { contractTypesOnly } from './scripts/lint/contract-types-only.js';
import { fileNames } from './scripts/lint/file-names.js';
import { teamFolders } from './scripts/lint/team-folders.js';

const teams = teamFolders(import.meta.dirname).map((team) => `./${team}`);
const others = (team) => teams.filter((other) => other !== team);

const teamsMeetOverTheBus = 'A team imports no other team, nor the shell or the gateway: they meet over the bus and HTTP.';
const webAndApiMeetOverHttp =
  'A team’s web/ and api/ do not import each other: they meet over HTTP, and share only the types and schemas in the team’s contract/.';
const contractIsTheMeetingPoint =
  'A team’s contract/ is where its web/ and api/ meet: it holds types and request schemas only, and imports neither of them.';
const contractIsTheTeams = 'A team’s contract/ is that team’s own: e2e and scripts do not import it; they reach the teams over HTTP.';

const zones = [
  ...teams.flatMap((team) => [
    { target: team, from: [...others(team), './shell', './gateway'], message: teamsMeetOverTheBus },
    { target: `${team}/web`, from: `${team}/api`, message: webAndApiMeetOverHttp },
    { target: `${team}/api`, from: `${team}/web`, message: webAndApiMeetOverHttp },
    { target: `${team}/web`, from: './platform/src/server', message: 'Browser code takes nothing from the team-server kit.' },
    { target: `${team}/contract`, from: [`${team}/web`, `${team}/api`], message: contractIsTheMeetingPoint },
  ]),
  // A team's contract/ is held off the other teams by the team zone above, and off the platform, the shell and the
  // gateway by their zones below (they name the whole team folder); this one holds it off e2e and scripts.
  { target: ['./e2e', './scripts'], from: teams.map((team) => `${team}/contract`), message: contractIsTheTeams },
  { target: './platform', from: [...teams, './shell', './gateway'], message: 'The platform is what every team builds on: it imports no team, shell or gateway.' },
  { target: './shell', from: [...teams, './gateway'], message: 'The shell loads teams at run time and imports none of them, nor the gateway.' },
  { target: './gateway', from: [...teams, './shell'], message: 'The gateway composes the teams over HTTP and imports no team code.' },
];

export default [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/.bench/**', '**/test-results/**', '**/playwright-report/**', 'coverage/**', '.data/**'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      parser: typescriptParser,
      parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
    },
    plugins: { 'import-x': importX, storefront: { rules: { 'file-names': fileNames, 'contract-types-only': contractTypesOnly } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'storefront/file-names': 'error',
      'storefront/contract-types-only': 'error',
    },
  },
];
