import { useCallback, useEffect, useState } from 'react';
import { isHttpError } from '@storefront/platform';
import type { DeliveryPoint } from '../../../contract/checkout';
import { useCheckoutEnvironment } from '../checkout-store/checkout-environment';
import { getDeliveryPoints } from './get-delivery-points';

export type DeliveryPoints =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'loaded'; points: DeliveryPoint[] }
  | { status: 'failed'; retry(): void };

/** Quiet time after the postal code changes, so typing it does not ask once per digit. */
export const deliveryPointsDelayMs = 250;

const minimumPostalCodeLength = 4;

/** The delivery points near `postalCode`, loaded when it looks whole; nothing to load without one. */
export function useDeliveryPoints(postalCode: string): DeliveryPoints {
  const { http } = useCheckoutEnvironment();
  const code = postalCode.trim();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<DeliveryPoints>({ status: 'waiting' });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (code.length < minimumPostalCodeLength) {
      setResult({ status: 'waiting' });
      return;
    }
    setResult({ status: 'loading' });
    const abort = new AbortController();
    const timer = setTimeout(() => {
      getDeliveryPoints(http, code, abort.signal).then(
        (points) => setResult({ status: 'loaded', points }),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          // The server refuses what is not a postal code of the market yet: the shopper is still typing it.
          const isNotPostalCode = isHttpError(error) && error.status === 400;
          setResult(isNotPostalCode ? { status: 'waiting' } : { status: 'failed', retry });
        },
      );
    }, deliveryPointsDelayMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [http, code, attempt, retry]);

  return result;
}
