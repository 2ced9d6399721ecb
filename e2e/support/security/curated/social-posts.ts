import { expect, type Page } from '@playwright/test';
import type { RouteSamples } from '../route-samples';
import { payloadKind, type Payload } from '../xss-payloads';
import { payloadFor, type CuratedOutcome, type CuratedSession } from './curated-step';

const profileRoute = 'POST /api/my/social/profile/update';
const createRoute = 'POST /api/social/posts/create';
const answerRoute = 'POST /api/social/posts/:postId/comments/create';
const updateRoute = 'POST /api/social/posts/:postId/update';

/** The product page's social sections, once they have come into view and loaded. */
async function shownInSections(page: Page, payload: Payload): Promise<void> {
  const sections = page.locator('.c_ProductPage__social');
  await sections.scrollIntoViewIfNeeded();
  await expect(sections).toContainText(payload.text);
}

/** Sends one call through the gateway as the member, expects it taken, and answers its body. */
async function written({ memberWriter }: CuratedSession, path: string, body: unknown): Promise<unknown> {
  const response = await memberWriter.api.post(path, { headers: { 'x-csrf-token': memberWriter.csrfToken }, data: body });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * Team Social's texts, written as a member writes them: the display name of the member's social profile, a review's
 * title and text (and the words its writer adds to each when changing it), a question and its answer, all about a demo
 * product. Its page shows every one of them, as text, in the reviews and the questions; the member's profile page shows
 * the name, the review and the question, and the page of the review's hashtag its writer's name and the review.
 */
export async function socialPosts(session: CuratedSession, { reviewedProduct }: Pick<RouteSamples, 'reviewedProduct'>): Promise<CuratedOutcome> {
  const { book } = session;
  const displayName = payloadFor(book, payloadKind.imageOnError, `${profileRoute} body.commands[].displayName`, 50);
  const title = payloadFor(book, payloadKind.svgOnLoad, `${createRoute} body.title`, 120);
  const review = payloadFor(book, payloadKind.scriptOutOfPreloadedJson, `${createRoute} body.text`, 4000);
  const question = payloadFor(book, payloadKind.javascriptLink, `${createRoute} body.text (a question)`, 500);
  const answer = payloadFor(book, payloadKind.doubleQuotedAttribute, `${answerRoute} body.text`, 1000);
  // The review changed by its writer: words added to its title and its text, beside those it was written with.
  const addedTitle = payloadFor(book, payloadKind.imageOnError, `${updateRoute} body.title`, 120 - title.text.length - 1);
  const addedText = payloadFor(book, payloadKind.svgOnLoad, `${updateRoute} body.text`, 1000);
  // The profile may be there already (the generic sweep onboards the member): its display name is set either way.
  await written(session, '/api/my/social/profile/update', {
    commands: [
      { commandId: 'xss-onboard', $type: 'ActivateMySocialProfile', displayName: displayName.text, alias: `xss-${Date.now()}` },
      { commandId: 'xss-name', $type: 'SetSocialDisplayName', displayName: displayName.text },
    ],
  });
  // A review's text has a least length: the payload, then words enough, with a hashtag of this run for its page.
  const hashtag = `xsssweep${Date.now().toString(36)}`;
  const reviewText = `${review.text} and some #${hashtag} words after it`;
  const reviewed = (await written(session, '/api/social/posts/create', { $type: 'review', productCode: reviewedProduct.code, stars: 4, title: title.text, text: reviewText })) as {
    review: { postId: string };
  };
  await written(session, `/api/social/posts/${reviewed.review.postId}/update`, {
    $type: 'review',
    stars: 5,
    title: `${title.text} ${addedTitle.text}`,
    text: `${reviewText} ${addedText.text}`,
  });
  const asked = (await written(session, '/api/social/posts/create', { $type: 'question', productCode: reviewedProduct.code, text: question.text })) as {
    question: { postId: string };
  };
  await written(session, `/api/social/posts/${asked.question.postId}/comments/create`, { text: answer.text });
  const shown = (payload: Payload) => ({ payload, path: reviewedProduct.path, expectShown: (page: Page) => shownInSections(page, payload) });
  // The member's social profile page shows their name and what they wrote, from its first HTML on.
  const mine = (await (await session.memberWriter.api.get('/api/my/social/profile')).json()) as { profile: { alias: string } };
  const profilePath = `/social/profile/${encodeURIComponent(mine.profile.alias)}`;
  const onProfile = (payload: Payload) => ({
    payload,
    path: profilePath,
    expectShown: async (page: Page) => expect(page.locator('.o_ProfilePage')).toContainText(payload.text),
  });
  // The hashtag's page lists the review with its writer, from its first HTML on.
  const onHashtag = (payload: Payload) => ({
    payload,
    path: `/social/hashtag/${hashtag}`,
    expectShown: async (page: Page) => expect(page.locator('.o_HashtagPage')).toContainText(payload.text),
  });
  return {
    step: 'social posts',
    covers: [displayName.into, title.into, review.into, answer.into, addedTitle.into, addedText.into],
    placed: [displayName, title, review, question, answer, addedTitle, addedText],
    shown: [
      shown(displayName),
      shown(title),
      shown(review),
      shown(question),
      shown(answer),
      shown(addedTitle),
      shown(addedText),
      onProfile(displayName),
      onProfile(title),
      onProfile(review),
      onProfile(question),
      onProfile(addedTitle),
      onHashtag(displayName),
      onHashtag(title),
      onHashtag(review),
    ],
  };
}
