import type { ServerResponse } from 'node:http';

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  const body = JSON.stringify({ error: { code, message } } satisfies ErrorBody);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

export function sendTeamUnavailable(res: ServerResponse, team: string): void {
  sendError(res, 502, 'team_unavailable', `${team} is not answering`);
}

/** The browser did not send its whole request in time: answered, and the connection closed (the rest is not awaited). */
export function sendRequestTimeout(res: ServerResponse): void {
  res.setHeader('Connection', 'close');
  sendError(res, 408, 'request_timeout', 'The request did not arrive in time; send it again.');
}
