import { isHttpError, translate, type AppShellStore } from '@storefront/platform';
import type { CouponCodeOperation } from './coupon-codes';

/** The shopper-facing message of a server's error body (`{ error: { message } }`), if it has one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const message = (error.data as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * Texts the store sends to other teams and to the coupon bar, in the shopper's language (app shell phrases):
 * the store answers on the bus, where no React component can translate for it.
 */
export function cartMessages(appShell: Pick<AppShellStore, 'get'>) {
  const t = (key: string, params?: Record<string, string | number>) => translate(appShell.get()?.languagePhrases, key, params);
  const couponCodeFailed = (operation: CouponCodeOperation, error: unknown) =>
    serverMessageOf(error) ?? (operation === 'add' ? t('/Cart/CouponCode/AddFailed') : t('/Cart/CouponCode/RemoveFailed'));
  return {
    added: () => t('/Cart/Added'),
    /** `max` when the quantity was refused before any request. */
    addFailed: (error: unknown, max?: number) =>
      max === undefined ? (serverMessageOf(error) ?? t('/Cart/AddFailed')) : t('/Cart/Quantity/MaxReached', { max }),
    couponCodeRequired: () => t('/Cart/CouponCode/Required'),
    couponCodeFailed,
    /** When the server answered without a message of its own. */
    couponCodeAnswered: (operation: CouponCodeOperation, code: string, success: boolean) => {
      if (!success) return couponCodeFailed(operation, null);
      return operation === 'add' ? t('/Cart/CouponCode/Added', { code }) : t('/Cart/CouponCode/Removed', { code });
    },
  };
}
