import { appShellDataWithTexts } from '@storefront/platform/testing';
import { textAreas } from '../texts';

/** App shell data for tests, with the platform's phrases and team Account's published texts, as a page has them. */
export const anAppShellData = appShellDataWithTexts(textAreas);
