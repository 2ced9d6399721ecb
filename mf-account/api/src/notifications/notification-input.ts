import { z } from 'zod';
import { notificationId, notificationUpdateRequest as updateRequest } from '../../../contract/notifications';
import type { NotificationUpdate } from './notification-store';

export const notificationListQuery = z.object({
  before: notificationId.optional(),
  take: z.coerce.number().int().min(1).max(50).default(20),
});

export const notificationsSinceQuery = z.object({
  since: z.string().max(40).refine((value) => !Number.isNaN(Date.parse(value)), 'An ISO 8601 date and time.').transform((value) => new Date(value)),
});

/** The contract's NotificationUpdateRequest (exactly one of viewedIds, clickedIds, clickedAll: true), as the store takes it. */
export const notificationUpdateRequest = updateRequest.transform((update): NotificationUpdate => (update.viewedIds ? { viewedIds: update.viewedIds } : update.clickedIds ? { clickedIds: update.clickedIds } : { clickedAll: true }));

export const notificationBlockDismissal = z.object({ identifier: z.string().trim().min(1).max(200) });
