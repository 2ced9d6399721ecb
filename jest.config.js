// One Jest run for the whole tree: node tests (*.test.ts) and browser-like tests (*.test.tsx).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  // .mjs: the scripts' own modules, imported by their tests.
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swc },
  moduleNameMapper: { '\\.css$': '<rootDir>/types/style-stub.cjs' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

export default {
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  globalTeardown: '<rootDir>/jest.global-teardown.cjs',
  testSequencer: '<rootDir>/jest.sequencer.cjs',
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/platform/src',
        '<rootDir>/platform/build',
        '<rootDir>/shell/src',
        '<rootDir>/gateway/src',
        '<rootDir>/mf-catalog/api/src',
        '<rootDir>/mf-catalog/web/src',
        '<rootDir>/mf-cart-checkout/api/src',
        '<rootDir>/mf-cart-checkout/web/src',
        '<rootDir>/mf-account/api/src',
        '<rootDir>/mf-account/web/src',
        '<rootDir>/mf-social/api/src',
        '<rootDir>/mf-social/web/src',
        '<rootDir>/scripts',
      ],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/jest.setup-dom.ts'],
      roots: ['<rootDir>/platform/src', '<rootDir>/shell/src', '<rootDir>/mf-catalog/web/src', '<rootDir>/mf-cart-checkout/web/src', '<rootDir>/mf-account/web/src', '<rootDir>/mf-social/web/src'],
      testMatch: ['**/*.test.tsx'],
    },
  ],
};
