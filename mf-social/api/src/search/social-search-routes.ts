import { Router, type Response } from 'express';
import { accepts, allow, identityOf, pageQuery, pageTitle, searchTextCipher, wantsFallback, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import { socialPageSize } from '../../../contract/product-reviews';
import {
  socialAutocompleteQuery,
  socialSearchListQuery,
  socialSearchMaxLength,
  socialSearchText,
  type SocialAutocompleteResult,
  type SocialCompletion,
  type SocialSearchPageViewModel,
  type SocialSearchPostPage,
} from '../../../contract/social-search';
import type { CatalogProducts } from '../catalog/catalog-products';
import { personal } from '../http/personal';
import { hashtagUrl, profileName, profileUrl } from '../http/social-urls';
import { profileFallback } from '../profile-page/profile-fallback';
import { shownPosts } from '../posts/shown-posts';
import { socialApiText } from '../texts';
import { completingProfiles, searchHashtags, searchPosts, searchProfiles, searchWords } from './social-search-store';

/** The page's q is the text encrypted (base64url of iv, tag and up to 400 bytes of text). */
const pageInput = accepts({ query: pageQuery.extend({ q: z.string().max(1000).optional() }) });
const autocompleteInput = accepts({ query: socialAutocompleteQuery });
const listInput = accepts({ query: socialSearchListQuery });

/** The quick search shows this many profiles and this many hashtags at most. */
const completionsOfEachKind = 4;
const hashtagsOnPage = 5;

/** Completions stay fresh for a minute in the browser, as the catalog's do. */
const cacheBriefly = (res: Response) => res.setHeader('Cache-Control', 'private, max-age=60');

interface ReadQuery {
  text: string;
  problem: SocialSearchPageViewModel['queryProblem'];
}

/**
 * Social search: the quick search's completions (GET /search/socialautocomplete), the search page
 * (SocialSearchPageViewModel, /social/search?q=<encrypted text>) and its lists' next pages (GET
 * /api/social/posts/search, /api/social/profiles/search). Anyone may search; hidden posts are not found.
 */
export function socialSearchRoutes(db: Database, catalog: CatalogProducts, identitySecret: string): Router {
  const router = Router();
  const cipher = searchTextCipher(identitySecret);
  const searchUrl = (text: string) => `/social/search?${new URLSearchParams({ q: cipher.encrypt(text) })}`;
  /**
   * The posts found with the products they are about, as the reader's market names them, and the reader's likes marked:
   * an answer no shared cache may keep.
   */
  const postsFound = async (res: Response, words: readonly string[], from: string | undefined, count: number): Promise<SocialSearchPostPage> => {
    personal(res);
    const identity = identityOf(res);
    const found = await searchPosts(db, words, from, count);
    return { ...(await shownPosts(db, catalog, found, identity)), totalCountIsLowerBound: found.totalCountIsLowerBound };
  };
  const completion = (text: string, kind: SocialCompletion['kind'], url: string): SocialCompletion => ({ text, encryptedText: cipher.encrypt(text), kind, url });

  /** The text an address's q carries: none, one that cannot be read (altered, or another shop's), or one too short. */
  const readQuery = (q: string | undefined): ReadQuery => {
    if (!q) return { text: '', problem: null };
    const decrypted = cipher.decrypt(q);
    if (decrypted === null) return { text: '', problem: 'unreadable' };
    const text = socialSearchText.safeParse(decrypted.slice(0, socialSearchMaxLength));
    return text.success ? { text: text.data, problem: null } : { text: '', problem: 'too-short' };
  };

  router.get('/search/socialautocomplete', allow.anyone, autocompleteInput, async (_req, res) => {
    const { q } = autocompleteInput.query(res);
    // '#' asks for hashtags only, '@' for profiles only.
    const profiles = q.startsWith('#') ? [] : await completingProfiles(db, q, searchWords(q), completionsOfEachKind);
    const hashtags = q.startsWith('@') ? [] : await searchHashtags(db, q, completionsOfEachKind);
    const body: SocialAutocompleteResult = {
      q,
      completions: [
        ...profiles.map((profile) => completion(profileName(profile.displayName, profile.alias), 'profile', profileUrl(profile.alias))),
        ...hashtags.map(({ hashtag }) => completion(`#${hashtag}`, 'hashtag', hashtagUrl(hashtag))),
      ],
      searchUrl: searchUrl(q),
    };
    cacheBriefly(res);
    res.json(body);
  });

  router.get('/page/social/search', allow.anyone, pageInput, async (_req, res) => {
    const query = pageInput.query(res);
    const identity = identityOf(res);
    const { text, problem } = readQuery(query.q);
    const words = searchWords(text);
    const profiles = await searchProfiles(db, text, words, undefined, socialPageSize);
    const hashtags = await searchHashtags(db, text, hashtagsOnPage);
    const posts = await postsFound(res, words, undefined, socialPageSize);
    const title = text ? socialApiText(identity.culture, '/SocialApi/Pages/SearchFor', { q: text }) : socialApiText(identity.culture, '/SocialApi/Pages/Search');
    const url = query.q ? `/social/search?${new URLSearchParams({ q: query.q })}` : '/social/search';
    const page: SocialSearchPageViewModel = {
      componentName: 'SocialSearchPageViewModel',
      url,
      // A search's results are not a page for search engines.
      meta: { title: pageTitle(title), description: title, robots: 'noindex' },
      currentTheme: 'default',
      trackingInformationSection: 'social',
      q: text,
      queryProblem: problem,
      profiles,
      hashtags,
      posts,
      ...(wantsFallback(query) ? { fallback: searchFallback(title, { profiles, hashtags, posts }) } : {}),
    };
    res.json(page);
  });

  router.get('/api/social/posts/search', allow.anyone, listInput, async (_req, res) => {
    const { q, from, count } = listInput.query(res);
    res.json(await postsFound(res, searchWords(q), from, count));
  });

  router.get('/api/social/profiles/search', allow.anyone, listInput, async (_req, res) => {
    const { q, from, count } = listInput.query(res);
    res.json(await searchProfiles(db, q, searchWords(q), from, count));
  });

  return router;
}

/** The results as plain HTML parts, for browsers without JavaScript: the posts as on a profile, then every link. */
function searchFallback(title: string, found: Pick<SocialSearchPageViewModel, 'profiles' | 'hashtags' | 'posts'>) {
  const fallback = profileFallback(title, '', found.posts.items);
  return {
    ...fallback,
    links: [
      ...found.profiles.items.map((profile) => ({ href: profileUrl(profile.alias), text: profileName(profile.displayName, profile.alias) })),
      ...found.hashtags.map(({ hashtag }) => ({ href: hashtagUrl(hashtag), text: `#${hashtag}` })),
      ...fallback.links,
    ],
  };
}
