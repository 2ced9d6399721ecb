import type { HttpClient } from '@storefront/platform';
import type { DeliveryPoint } from '../../../contract/checkout';

/** GET /api/shipping/delivery-points: the pickup points near a postal code in the shopper's market. */
export async function getDeliveryPoints(http: Pick<HttpClient, 'get'>, postalCode: string, signal?: AbortSignal): Promise<DeliveryPoint[]> {
  const query = new URLSearchParams({ method: 'deliveryPoint', postalCode });
  return (await http.get<DeliveryPoint[]>(`/api/shipping/delivery-points?${query}`, { signal })).data;
}
