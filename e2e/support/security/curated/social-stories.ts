import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { payloadKind } from '../xss-payloads';
import { payloadFor, type CuratedOutcome, type CuratedSession } from './curated-step';

const createRoute = 'POST /api/social/stories/create';

/**
 * A story's description, written as a member writes it: a picture uploaded, then shared with the payload as its
 * description (the picture's alternative text). The member's profile page shows the story; opened, the viewer has the
 * description as its picture's text. Needs the member's social profile (the social posts step makes it).
 */
export async function socialStories(session: CuratedSession): Promise<CuratedOutcome> {
  const { memberWriter, book } = session;
  const description = payloadFor(book, payloadKind.doubleQuotedAttribute, `${createRoute} body.description`, 200);
  const headers = { 'x-csrf-token': memberWriter.csrfToken };
  const photo = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#b0455a' } }).jpeg().toBuffer();
  const uploaded = await memberWriter.api.post('/api/social/upload/image', { headers: { ...headers, 'content-type': 'image/jpeg' }, data: photo });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { imageId } = (await uploaded.json()) as { imageId: string };
  const shared = await memberWriter.api.post('/api/social/stories/create', { headers, data: { imageId, description: description.text } });
  expect(shared.status(), await shared.text()).toBe(201);
  const mine = (await (await memberWriter.api.get('/api/my/social/profile')).json()) as { profile: { alias: string } };
  return {
    step: 'social stories',
    covers: [description.into],
    placed: [description],
    shown: [
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
