import { http } from '@storefront/platform';

export async function stopMonitoring(code: string): Promise<{ monitored: boolean }> {
  const url = `/api/my/monitored-products/${encodeURIComponent(code)}/stop-monitoring`;
  return (await http.post<{ monitored: boolean }>(url)).data;
}
