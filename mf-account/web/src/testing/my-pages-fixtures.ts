// Valid view models for tests, with what a test does not care about filled in.
import type { MemberOrder, MemberOrderLine, MemberOrderSummary, PageBase } from '@storefront/platform';
import type { LoyaltyLevel, LoyaltyStatus } from '../../../contract/loyalty';
import type { MemberProfile } from '../../../contract/member-profile';
import { sek } from '@storefront/platform/testing';

export { sek };

export const aPageBase = <Name extends string>(componentName: Name, url: string) =>
  ({ componentName, url, meta: { title: 'My pages' }, currentTheme: 'default', trackingInformationSection: 'my pages' }) satisfies PageBase;

export const aProfile = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  email: 'member@example.com',
  firstName: 'Anna',
  lastName: 'Svensson',
  phoneNumber: '+46701234567',
  birthDate: '1990-05-17',
  memberNumber: '7001234567',
  memberSince: '2023-02-01T10:00:00Z',
  emailSubscription: true,
  textSubscription: false,
  ...overrides,
});

export const silver: LoyaltyLevel = { id: 'silver', name: 'Silver', minPoints: 0, benefits: ['Member prices'] };
export const gold: LoyaltyLevel = { id: 'gold', name: 'Gold', minPoints: 1000, benefits: ['Member prices', 'Free shipping'] };
export const platinum: LoyaltyLevel = { id: 'platinum', name: 'Platinum', minPoints: 3000, benefits: ['Free shipping', 'Birthday gift'] };

export const aLoyaltyStatus = (overrides: Partial<LoyaltyStatus> = {}): LoyaltyStatus => ({
  level: gold,
  points: 1250,
  nextLevel: platinum,
  pointsToNextLevel: 1750,
  ...overrides,
});

export const anOrderSummary = (overrides: Partial<MemberOrderSummary> = {}): MemberOrderSummary => ({
  orderNumber: 'B1000042',
  status: 'placed',
  createdAt: '2025-03-14T12:00:00Z',
  total: sek(547),
  itemCount: 3,
  isOngoing: true,
  ...overrides,
});

export const anOrderLine = (overrides: Partial<MemberOrderLine> = {}): MemberOrderLine => ({
  code: '100001',
  name: 'Velvet Lipstick Ruby',
  brandName: 'Lumière',
  image: { src: '/images/products/velvet-1.jpg', altText: 'Velvet Lipstick Ruby', sourceWidth: 1200, sourceHeight: 1200 },
  url: '/p/velvet-lipstick/100001',
  quantity: 2,
  unitPrice: sek(249),
  total: sek(498),
  returnableQuantity: 2,
  ...overrides,
});

export const anOrder = (overrides: Partial<MemberOrder> = {}): MemberOrder => ({
  ...anOrderSummary({ status: 'delivered', isOngoing: false }),
  lines: [anOrderLine(), anOrderLine({ code: '200002', name: 'Hydra Cream', brandName: 'Aqua', quantity: 1, unitPrice: sek(99), total: sek(99), returnableQuantity: 1, image: null, url: '/p/hydra-cream/200002' })],
  subTotal: sek(597),
  discount: sek(99),
  shipping: sek(49),
  vat: sek(109.4),
  total: sek(547),
  shippingMethodName: 'Home delivery',
  deliveryAddress: { name: 'Anna Svensson', street: 'Storgatan 1', postalCode: '11122', city: 'Stockholm' },
  paymentMethodNames: ['Card •••• 1111'],
  shippedAt: '2025-03-15T08:30:00Z',
  trackingUrl: 'https://tracking.example.com/parcel/123',
  returns: [],
  ...overrides,
});
