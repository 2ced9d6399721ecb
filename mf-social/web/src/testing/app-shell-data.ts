import type { AppShellData, Culture } from '@storefront/platform';
import { aMember, appShellDataWithTexts, givenAppShellFrom } from '@storefront/platform/testing';
import { textAreas } from '../texts';

/** App shell data for tests, with the platform's phrases and team Social's published texts, as a page has them. */
export const anAppShellData = appShellDataWithTexts(textAreas);

/** Puts a visitor's app shell data in place as the shell would (with what the test overrides). */
export const givenVisitor = givenAppShellFrom(anAppShellData);


/** A logged-in member's app shell data. */
export const givenMember = (overrides: Partial<AppShellData> = {}, culture: Culture = 'en-US'): AppShellData =>
  givenVisitor({ currentUser: aMember(), ...overrides }, culture);
