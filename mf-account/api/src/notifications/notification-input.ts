import { z } from 'zod';
import type { NotificationUpdate } from './notification-store';

export const notificationId = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'A notification id is a uuid.');

export const notificationListQuery = z.object({
  before: notificationId.optional(),
  take: z.coerce.number().int().min(1).max(50).default(20),
});

export const notificationsSinceQuery = z.object({
  since: z.string().max(40).refine((value) => !Number.isNaN(Date.parse(value)), 'An ISO 8601 date and time.').transform((value) => new Date(value)),
});

const ids = z.array(notificationId).max(200);

/** NotificationUpdateRequest: exactly one of viewedIds, clickedIds, clickedAll (true). */
export const notificationUpdateRequest = z
  .object({ viewedIds: ids.optional(), clickedIds: ids.optional(), clickedAll: z.boolean().optional() })
  .refine((update) => [update.viewedIds !== undefined, update.clickedIds !== undefined, update.clickedAll === true].filter(Boolean).length === 1, {
    message: 'Send exactly one of viewedIds, clickedIds or clickedAll: true.',
  })
  .transform((update): NotificationUpdate => (update.viewedIds ? { viewedIds: update.viewedIds } : update.clickedIds ? { clickedIds: update.clickedIds } : { clickedAll: true }));

export const notificationBlockDismissal = z.object({ identifier: z.string().trim().min(1).max(200) });
