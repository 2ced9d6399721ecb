import type { ReturnKind } from '@storefront/platform';

const base = (orderNumber: string) => `/my-pages/orders/${encodeURIComponent(orderNumber)}`;

export const orderUrls = {
  details: base,
  receipt: (orderNumber: string) => `${base(orderNumber)}/receipt`,
  returnOrComplaint: (orderNumber: string, kind: ReturnKind) => `${base(orderNumber)}/return?kind=${kind}`,
};
