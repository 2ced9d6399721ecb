// Small factories for tests: valid data with what a test does not care about filled in.
import type { AppShellData, Culture, Image, Notification, WishListItem } from '@storefront/platform';
import type { NotificationList } from '../../../contract/notifications';
import { aMember, givenAppShell as givenShell } from './environment';

/** Puts app shell data in place as the shell would (a logged-in member unless told otherwise). */
export const givenAppShell = (overrides: Partial<AppShellData> = {}, culture: Culture = 'en-US'): AppShellData =>
  givenShell({ currentUser: aMember(), ...overrides }, culture);

/** A visitor's app shell data (app shell data is a visitor's unless told otherwise). */
export const givenVisitor = givenShell;

export const anImage = (overrides: Partial<Image> = {}): Image => ({
  src: '/images/products/velvet-1.jpg',
  altText: 'Velvet Lipstick Ruby',
  sourceWidth: 1200,
  sourceHeight: 1200,
  ...overrides,
});

export const aWishListItem = (overrides: Partial<WishListItem> = {}): WishListItem => ({
  code: '100001',
  title: 'Velvet Lipstick',
  image: anImage(),
  url: '/p/velvet-lipstick/100001',
  brandName: 'Lumière',
  entryName: 'Velvet Lipstick',
  variationDescription: 'Ruby 3.5 g',
  notAvailableInMarket: false,
  ...overrides,
});

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const aNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 'n-1',
  kind: 'back-in-stock',
  state: 'unread',
  targetUrl: { url: '/p/velvet-lipstick/100001' },
  image: anImage(),
  text: { tag: 'p', children: [{ text: 'Velvet Lipstick', bold: true }, { text: ' is back in stock.' }] },
  createdAtUtc: minutesAgo(5),
  ...overrides,
});

export const aNotificationList = (items: Notification[], overrides: Partial<NotificationList> = {}): NotificationList => ({
  items,
  unreadCount: items.filter((item) => item.state === 'unread').length,
  hasMore: false,
  ...overrides,
});
