import type { MemberOrderStatus, ReturnKind, OrderReturnRequest } from '@storefront/platform';

/** The phrase of each order status (literal keys, so the phrase test finds them). */
export const orderStatusKeys: Record<MemberOrderStatus, string> = {
  placed: '/MyPages/OrderStatus/Placed',
  shipped: '/MyPages/OrderStatus/Shipped',
  delivered: '/MyPages/OrderStatus/Delivered',
  cancelled: '/MyPages/OrderStatus/Cancelled',
  returned: '/MyPages/OrderStatus/Returned',
};

export const returnKindKeys: Record<ReturnKind, string> = {
  return: '/MyPages/ReturnKind/Return',
  complaint: '/MyPages/ReturnKind/Complaint',
};

export const returnStatusKeys: Record<OrderReturnRequest['status'], string> = {
  received: '/MyPages/ReturnStatus/Received',
  approved: '/MyPages/ReturnStatus/Approved',
  rejected: '/MyPages/ReturnStatus/Rejected',
};
