import type { HttpClient } from '@storefront/platform';

interface MonitoredAnswer {
  monitored: boolean;
}

const path = (code: string) => `/api/my/monitored-products/${encodeURIComponent(code)}`;

/** GET /api/my/monitored-products/{code}: whether the member is told when it is back. */
export async function getMonitored(http: Pick<HttpClient, 'get'>, code: string): Promise<boolean> {
  const { data } = await http.get<MonitoredAnswer>(path(code));
  return data.monitored === true;
}

/** POST …/{code}/monitor or …/{code}/stop-monitoring; answers the new state. */
export async function postMonitoring(http: Pick<HttpClient, 'post'>, code: string, monitor: boolean): Promise<boolean> {
  const { data } = await http.post<MonitoredAnswer>(`${path(code)}/${monitor ? 'monitor' : 'stop-monitoring'}`);
  return data.monitored === true;
}
