import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../scripts/lib/chromium.mjs';
import { e2eBaseUrl } from './support/e2e-ports';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two spec files at a time share the store: one worker left the two cores a quarter idle. A test that kills, crashes
  // or deploys a team server runs alone (storeAccess 'exclusive', support/store-access.ts).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Room for a journey slowed by the other worker's test on the same two cores.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  // Files start in the order of their paths, each project's in turn: the stored-XSS sweep (a minute of steps one after
  // another) came late and left one worker alone with it at the end of the run. Its own project goes first.
  projects: [
    { name: 'stored-xss sweep', testMatch: 'security/stored-xss.spec.ts' },
    { name: 'journeys', testIgnore: 'security/stored-xss.spec.ts' },
  ],
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e.json' }]],
  use: {
    baseURL: e2eBaseUrl,
    // Recording a trace costs every test about a quarter of its time on two cores: only a failure's retry records one
    // (CI retries once; locally, `--trace on`).
    trace: 'on-first-retry',
    launchOptions: {
      // The headless shell: the same engine as the full browser, a sixth quicker per test (scripts/lib/chromium.mjs).
      executablePath: chromiumPath('headless'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
