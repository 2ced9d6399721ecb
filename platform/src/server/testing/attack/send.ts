import { httpHeaders } from '../../../pages/page-types';
import { signIdentity, type Identity } from '../../identity';

export interface AttackRequest {
  method: string;
  /** Path and query, already encoded as they go on the wire. */
  url: string;
  identity: Identity | null;
  body?: { contentType: string; text: string };
  /** The identity header as sent, when a test forges it itself. */
  identityHeader?: string;
}

export interface AttackAnswer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
}

/** One request to a team server over real HTTP, signed as the gateway would sign it (unless forged). */
export async function send(baseUrl: string, secret: string, request: AttackRequest): Promise<AttackAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const identity = request.identityHeader ?? (request.identity ? signIdentity({ ...request.identity, issuedAt: Date.now() }, secret) : undefined);
  if (identity !== undefined) headers[httpHeaders.identity] = identity;
  if (request.body) headers['content-type'] = request.body.contentType;
  const method = request.method === 'ALL' ? 'POST' : request.method;
  const response = await fetch(`${baseUrl}${request.url}`, {
    method,
    headers,
    ...(request.body && method !== 'GET' && method !== 'HEAD' ? { body: request.body.text } : {}),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const text = method === 'HEAD' ? '' : await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json };
}

/** Whether an answer is the house's JSON error: `{ error: { code, message } }`. */
export function isJsonError(answer: AttackAnswer): boolean {
  const error = (answer.json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return answer.contentType.includes('application/json') && typeof error?.code === 'string' && typeof error.message === 'string';
}
