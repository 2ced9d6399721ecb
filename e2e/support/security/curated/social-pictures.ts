import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { RouteSamples } from '../route-samples';
import { payloadKind } from '../xss-payloads';
import { payloadFor, type CuratedOutcome, type CuratedSession } from './curated-step';

const createRoute = 'POST /api/social/stories/create';
const postRoute = 'POST /api/social/posts/create';
const replyRoute = 'POST /api/social/posts/:postId/comments/:commentId/reply';
const updateRoute = 'POST /api/social/posts/:postId/comments/:commentId/update';

/** The look of `lookText` on the product page with its comments open: opened by an earlier check on the page, or here. */
async function lookCommentsOpened(page: Page, lookText: string) {
  await page.locator('.c_ProductPage__social').scrollIntoViewIfNeeded();
  const look = page.locator('.o_Looks__list > li').filter({ hasText: lookText });
  const comments = look.locator('.o_PostComments__list').first();
  if (!(await comments.isVisible())) await look.getByRole('button', { name: /^Kommentarer/ }).click();
  return { look, comments };
}

/**
 * The texts of a member's pictures, written as a member writes them, each picture uploaded first: a story's
 * description (its picture's alternative text), what a picture of a product shows (its caption), a look's text (the
 * look names the product), a comment on the look, a reply to it, and a second comment whose words are changed. The
 * member's profile page shows the story, and opened, the viewer has the description as its picture's text; the
 * product's page shows the caption under "Kundbilder", the look's text under "Looks" and, its comments opened, the
 * comments (the second with its new words), and its replies opened, the reply.
 * Needs the member's social profile (the social posts step makes it).
 */
export async function socialPictures(session: CuratedSession, { reviewedProduct }: Pick<RouteSamples, 'reviewedProduct'>): Promise<CuratedOutcome> {
  const { memberWriter, book } = session;
  const description = payloadFor(book, payloadKind.doubleQuotedAttribute, `${createRoute} body.description`, 200);
  const caption = payloadFor(book, payloadKind.imageOnError, `${postRoute} body.text (a picture of a product)`, 200);
  const lookText = payloadFor(book, payloadKind.svgOnLoad, `${postRoute} body.text (a look)`, 500);
  const lookComment = payloadFor(book, payloadKind.javascriptLink, 'POST /api/social/posts/:postId/comments/create body.text (a comment on a look)', 1000);
  const reply = payloadFor(book, payloadKind.imageOnError, `${replyRoute} body.text`, 1000);
  const changed = payloadFor(book, payloadKind.svgOnLoad, `${updateRoute} body.text`, 1000);
  const headers = { 'x-csrf-token': memberWriter.csrfToken };
  const upload = async () => {
    const photo = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#b0455a' } }).jpeg().toBuffer();
    const uploaded = await memberWriter.api.post('/api/social/upload/image', { headers: { ...headers, 'content-type': 'image/jpeg' }, data: photo });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    return ((await uploaded.json()) as { imageId: string }).imageId;
  };
  const shared = await memberWriter.api.post('/api/social/stories/create', { headers, data: { imageId: await upload(), description: description.text } });
  expect(shared.status(), await shared.text()).toBe(201);
  const posted = await memberWriter.api.post('/api/social/posts/create', {
    headers,
    data: { $type: 'userImagePost', productCode: reviewedProduct.code, imageId: await upload(), text: caption.text },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const look = await memberWriter.api.post('/api/social/posts/create', {
    headers,
    data: { $type: 'look', productCodes: [reviewedProduct.code], imageId: await upload(), text: lookText.text },
  });
  expect(look.status(), await look.text()).toBe(201);
  const { postId: lookId } = ((await look.json()) as { look: { postId: string } }).look;
  const commented = await memberWriter.api.post(`/api/social/posts/${lookId}/comments/create`, { headers, data: { text: lookComment.text } });
  expect(commented.status(), await commented.text()).toBe(201);
  const { commentId } = ((await commented.json()) as { comment: { commentId: string } }).comment;
  const replied = await memberWriter.api.post(`/api/social/posts/${lookId}/comments/${commentId}/reply`, { headers, data: { text: reply.text } });
  expect(replied.status(), await replied.text()).toBe(201);
  // A second comment, its words changed afterwards.
  const second = await memberWriter.api.post(`/api/social/posts/${lookId}/comments/create`, { headers, data: { text: 'Words to change' } });
  expect(second.status(), await second.text()).toBe(201);
  const { commentId: secondId } = ((await second.json()) as { comment: { commentId: string } }).comment;
  const updated = await memberWriter.api.post(`/api/social/posts/${lookId}/comments/${secondId}/update`, { headers, data: { text: changed.text } });
  expect(updated.status(), await updated.text()).toBe(200);
  const mine = (await (await memberWriter.api.get('/api/my/social/profile')).json()) as { profile: { alias: string } };
  return {
    step: 'social pictures',
    covers: [description.into, reply.into, changed.into],
    placed: [description, caption, lookText, lookComment, reply, changed],
    shown: [
      {
        payload: caption,
        path: reviewedProduct.path,
        expectShown: async (page: Page) => {
          const pictures = page.locator('.o_UserImages');
          await page.locator('.c_ProductPage__social').scrollIntoViewIfNeeded();
          await expect(pictures).toContainText(caption.text);
        },
      },
      {
        payload: lookText,
        path: reviewedProduct.path,
        expectShown: async (page: Page) => {
          await page.locator('.c_ProductPage__social').scrollIntoViewIfNeeded();
          await page.locator('.o_Looks').scrollIntoViewIfNeeded();
          await expect(page.locator('.o_Looks')).toContainText(lookText.text);
        },
      },
      {
        payload: lookComment,
        path: reviewedProduct.path,
        expectShown: async (page: Page) => {
          await page.locator('.c_ProductPage__social').scrollIntoViewIfNeeded();
          const look = page.locator('.o_Looks__list > li').filter({ hasText: lookText.text });
          await look.getByRole('button', { name: /^Kommentarer/ }).click();
          await expect(look.locator('.o_PostComments__list')).toContainText(lookComment.text);
        },
      },
      {
        payload: changed,
        path: reviewedProduct.path,
        expectShown: async (page: Page) => {
          const { comments } = await lookCommentsOpened(page, lookText.text);
          await expect(comments).toContainText(changed.text);
        },
      },
      {
        payload: reply,
        path: reviewedProduct.path,
        expectShown: async (page: Page) => {
          const { look } = await lookCommentsOpened(page, lookText.text);
          await look.getByRole('button', { name: /^Svar \(/ }).click();
          await expect(look.locator('.o_CommentReplies .o_PostComments__list')).toContainText(reply.text);
        },
      },
      {
        payload: description,
        path: `/social/profile/${encodeURIComponent(mine.profile.alias)}`,
        expectShown: async (page: Page) => {
          await page.locator('.o_Stories__profile').first().click();
          await expect(page.getByRole('dialog').locator('.o_StoryViewer__picture img')).toHaveAttribute('alt', description.text);
        },
      },
    ],
  };
}
