import type { APIResponse } from '@playwright/test';
import type { GatewayWriter } from './gateway-writer';

export interface GatewayRequest {
  method: string;
  path: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface GatewayAnswer {
  status: number;
  /** Whether the store took the request: a 2xx that is not one of the contract's refusals in a 200. */
  ok: boolean;
  /** The fields the answer names as bad: the error's `fields`, or a 200 refusal's `fieldErrors`. */
  badFields: string[];
  code?: string;
}

interface AnswerBody {
  error?: { code?: string; fields?: Record<string, string> };
  success?: boolean;
  isValid?: boolean;
  response?: string;
  fieldErrors?: Record<string, string>;
}

/** The contract's answers that refuse with a 200: `success: false`, `isValid: false`, `response: 'notOk'`. */
const refusesIn200 = (body: AnswerBody | null) => body?.success === false || body?.isValid === false || body?.response === 'notOk';

/** Seconds until the gateway's per-address window opens again (`RateLimit: …; t=42`), at most a minute. */
function secondsToWait(response: APIResponse): number {
  const reset = /\bt=(\d+)/.exec(response.headers()['ratelimit'] ?? '')?.[1] ?? response.headers()['retry-after'];
  return Math.min(Number(reset ?? 5) || 5, 61);
}

function searchOf(query: Record<string, string | string[]>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const item of ([] as string[]).concat(value)) search.append(name, item);
  return search;
}

/**
 * One request through the gateway with the writer's cookies (and its CSRF token on a write). The rest of the suite
 * shares the gateway's per-address limit: its 429 waits for the window and asks again, once.
 */
export async function sendThroughGateway(writer: GatewayWriter, request: GatewayRequest): Promise<GatewayAnswer> {
  const isWrite = !['GET', 'HEAD'].includes(request.method);
  const send = () =>
    writer.api.fetch(request.path, {
      method: request.method,
      headers: { ...request.headers, ...(isWrite ? { 'x-csrf-token': writer.csrfToken } : {}) },
      ...(request.query ? { params: searchOf(request.query) } : {}),
      ...(isWrite && request.body !== undefined ? { data: request.body } : {}),
    });
  let response = await send();
  let body = (await response.json().catch(() => null)) as AnswerBody | null;
  // The gateway's own limit (a team's 429, such as gift card lookups, is its answer to this request).
  if (response.status() === 429 && body?.error?.code === 'rate_limited') {
    await new Promise((resolve) => setTimeout(resolve, secondsToWait(response) * 1000));
    response = await send();
    body = (await response.json().catch(() => null)) as AnswerBody | null;
  }
  const status = response.status();
  return {
    status,
    ok: status >= 200 && status < 300 && !refusesIn200(body),
    badFields: Object.keys({ ...body?.error?.fields, ...body?.fieldErrors }),
    ...(body?.error?.code ? { code: body.error.code } : refusesIn200(body) ? { code: 'refused in a 200' } : {}),
  };
}
