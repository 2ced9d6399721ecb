import { httpHeaders } from '../../pages/page-types';
import { serviceIdentity, signIdentity, type ServiceName } from '../identity';
import { serviceCallHeaders } from './service-call';

export interface TeamCall {
  /** The other team's server and path, e.g. `http://127.0.0.1:8101/internal/stock?codes=123456`. */
  url: string;
  /** The caller's signed service identity (`signIdentity(serviceIdentity(...))`): whom the call is made for. */
  identity: string;
  method?: 'GET' | 'POST';
  /** Sent as the JSON body. */
  json?: unknown;
  /** For the answer's body too: a server that answers slowly is as good as one that does not answer. */
  timeoutMs: number;
}

export type TeamAnswer =
  /** A 2xx; `body` is the parsed JSON, or null for an empty answer. */
  | { kind: 'answered'; status: number; body: unknown }
  /** Any other status; the body was read and dropped. */
  | { kind: 'refused'; status: number }
  /** No answer in time, no connection, or a 2xx whose body is not JSON. */
  | { kind: 'failed'; reason: string };

/**
 * One call from a team's server to another's: signed, asking for a plain (uncompressed) answer, timed including the
 * body, and never throwing. What an answer means (a 404 as "none", a refusal as 503 or as an empty extra) stays the
 * caller's policy, as do the schema it checks the body against and what it logs.
 */
export async function callTeam({ url, identity, method = 'GET', json, timeoutMs }: TeamCall): Promise<TeamAnswer> {
  try {
    const response = await fetch(url, {
      method,
      headers: {
        ...serviceCallHeaders,
        [httpHeaders.identity]: identity,
        accept: 'application/json',
        ...(json !== undefined && { 'content-type': 'application/json' }),
      },
      ...(json !== undefined && { body: JSON.stringify(json) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: 'refused', status: response.status };
    }
    const text = await response.text();
    return { kind: 'answered', status: response.status, body: text === '' ? null : JSON.parse(text) };
  } catch (error) {
    return { kind: 'failed', reason: (error as Error).message };
  }
}

export interface ServicePost {
  /** The team that posts, as its own service: nobody is shopping behind the call. */
  caller: ServiceName;
  /** The receiving team as a message names it, e.g. 'the catalog'. */
  receiver: string;
  /** The receiver's endpoint, e.g. `http://127.0.0.1:8101/internal/stock-levels`. */
  url: string;
  json: unknown;
  identitySecret: string;
  timeoutMs: number;
  /** The error to reject with (the caller's own kind, which its publisher tells apart): given the message. */
  failure: (message: string) => Error;
  now?: () => number;
}

/**
 * A POST from one team's server to another's internal endpoint (a publisher handing over events or counts): resolves
 * once the receiver took it (a 2xx), rejects with `failure` when it did not answer ("… did not answer: …") or refused
 * ("… answered 503").
 */
export async function postAsService({ caller, receiver, url, json, identitySecret, timeoutMs, failure, now = Date.now }: ServicePost): Promise<void> {
  const identity = signIdentity(serviceIdentity(caller, {}, now()), identitySecret);
  const answer = await callTeam({ url, identity, method: 'POST', json, timeoutMs });
  if (answer.kind === 'failed') throw failure(`${receiver} did not answer: ${answer.reason}`);
  if (answer.kind === 'refused') throw failure(`${receiver} answered ${answer.status}`);
}
