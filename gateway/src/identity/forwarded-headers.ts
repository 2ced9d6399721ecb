import type { Request } from 'express';

/** What a client may claim about the way it came (a proxy in front of the gateway says it; see TRUST_PROXY). */
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'] as const;

/**
 * The `X-Forwarded-*` headers a team server gets: the browser's address, host and scheme as Express works them out
 * under 'trust proxy' (from a configured proxy's headers, else from the connection), never as a client wrote them.
 * Team Account sets its cookie `Secure` by `X-Forwarded-Proto`.
 */
export function forwardedHeadersFor(req: Request): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-proto': req.protocol };
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  if (req.host) headers['x-forwarded-host'] = req.host;
  return headers;
}

/** Replaces whatever forwarding headers an outgoing request copied from the browser's by the gateway's own. */
export function setForwardedHeaders(outgoing: { removeHeader(name: string): void; setHeader(name: string, value: string): unknown }, req: Request): void {
  for (const name of forwardingHeaders) outgoing.removeHeader(name);
  for (const [name, value] of Object.entries(forwardedHeadersFor(req))) outgoing.setHeader(name, value);
}
