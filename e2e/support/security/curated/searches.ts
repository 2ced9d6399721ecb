import { expect, type Page } from '@playwright/test';
import { payloadKind, payloadKinds, type Payload } from '../xss-payloads';
import { payloadFor, type CuratedOutcome, type CuratedSession, type ShownText } from './curated-step';

const quickSearch = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Sök bland produkter och varumärken' });
/** The search page's route in the catalog's route table: every page of the catalog answers at `/page…`. */
const searchField = 'GET /^\\/page(\\/.*)?$/ query.q';
/** What the quick search asks while the shopper types. */
const completionField = 'GET /search/autocomplete query.q';

const searchPage = (payload: Payload): ShownText => ({
  payload,
  path: `/search?q=${encodeURIComponent(payload.text)}`,
  expectShown: (page) => expect(page.getByRole('heading', { level: 1 })).toContainText(payload.text),
});

/**
 * A visitor searches for each payload with the header's quick search (typed, then Enter): the search page, reached
 * by a client navigation, names it, and the quick search's dropdown offers it again among the previous searches. A
 * store search names its text too (its page is opened by the render sweep).
 */
export async function searches({ visitor, book, alarms }: CuratedSession): Promise<CuratedOutcome> {
  const searched = payloadKinds.map((kind) => payloadFor(book, kind, searchField, 100));
  await visitor.goto('/');
  for (const payload of searched) {
    const search = quickSearch(visitor);
    await search.fill(payload.text);
    await search.press('Enter');
    await expect(visitor).toHaveURL(/\/search\?q=/);
    await searchPage(payload).expectShown(visitor);
    await quickSearch(visitor).fill('');
    await expect(visitor.getByRole('group', { name: 'Tidigare sökningar' }).getByRole('option', { name: payload.text, exact: true })).toBeVisible();
    await alarms.inspect(visitor);
    await quickSearch(visitor).press('Escape');
  }

  const storeSearch = payloadFor(book, payloadKind.iframeSrcdoc, `${searchField} (store search)`, 100);
  const storePage = `/stores?q=${encodeURIComponent(storeSearch.text)}`;
  return {
    step: 'searches',
    covers: [searchField, completionField],
    placed: [...searched, storeSearch],
    shown: [
      ...searched.map(searchPage),
      { payload: storeSearch, path: storePage, expectShown: (page) => expect(page.locator('main')).toContainText(`Butiker som matchar ”${storeSearch.text}”`) },
    ],
  };
}
