import { http, type ReturnKind } from '@storefront/platform';
import type { ReturnSubmitRequest, ReturnSubmitResponse } from '../../../contract/returns';

const pathOf: Record<ReturnKind, string> = { return: 'return', complaint: 'file-complaint' };

/** POST /api/my/orders/{orderNumber}/return or /file-complaint. */
export async function submitReturn(orderNumber: string, kind: ReturnKind, request: ReturnSubmitRequest): Promise<ReturnSubmitResponse> {
  const url = `/api/my/orders/${encodeURIComponent(orderNumber)}/${pathOf[kind]}`;
  return (await http.post<ReturnSubmitResponse>(url, request)).data;
}
