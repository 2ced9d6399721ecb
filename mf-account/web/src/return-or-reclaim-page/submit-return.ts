import { http, type ReturnKind, type ReturnSubmitRequest, type ReturnSubmitResponse } from '@storefront/platform';

const pathOf: Record<ReturnKind, string> = { return: 'return', complaint: 'file-complaint' };

/** POST /api/my/orders/{orderNumber}/return or /file-complaint. */
export async function submitReturn(orderNumber: string, kind: ReturnKind, request: ReturnSubmitRequest): Promise<ReturnSubmitResponse> {
  const url = `/api/my/orders/${encodeURIComponent(orderNumber)}/${pathOf[kind]}`;
  return (await http.post<ReturnSubmitResponse>(url, request)).data;
}
