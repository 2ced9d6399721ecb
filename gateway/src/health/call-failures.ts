/**
 * The codes of a team server that cannot be reached at all (refused, no route to it, no such host), as Node's sockets
 * and `fetch` report them. Anything else may be one call's bad luck, no proof that the team is down: a call that
 * timed out, and a connection reset (ECONNRESET, EPIPE, undici's UND_ERR_SOCKET), which is also what a kept-alive
 * socket the team closed at the very moment it was reused gives. A team that died mid-call refuses the next
 * connection, and its health poll says so within seconds.
 */
const connectionFailureCodes = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

interface FailureLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: { code?: unknown } | null;
}

// Read by shape, not `instanceof Error`: errors from Node's own sockets may come from another realm (a test runner's).
const asFailure = (error: unknown): FailureLike | null => (typeof error === 'object' && error !== null ? (error as FailureLike) : null);

export function failureCode(error: unknown): string | undefined {
  const failure = asFailure(error);
  const code = failure?.cause?.code ?? failure?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isConnectionFailure(error: unknown): boolean {
  const code = failureCode(error);
  return code !== undefined && connectionFailureCodes.has(code);
}

/** A call that got no answer within its limit (fetch's AbortSignal.timeout, or TeamTimeoutError). */
export function isTimeout(error: unknown): boolean {
  return asFailure(error)?.name === 'TimeoutError';
}

export function describeFailure(error: unknown): string {
  const failure = asFailure(error);
  if (!failure) return String(error);
  if (isTimeout(error)) return 'timed out';
  return failureCode(error) ?? String(failure.message);
}

/** What a proxied call that got no answer within its limit fails with. */
export class TeamTimeoutError extends Error {
  override readonly name = 'TimeoutError';

  constructor(team: string, ms: number) {
    super(`${team} did not answer within ${ms} ms`);
  }
}
