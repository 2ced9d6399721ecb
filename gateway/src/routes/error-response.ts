import type { ServerResponse } from 'node:http';
import { errorBody } from '@storefront/platform/server';

/** The gateway's own errors, in the body every team server answers an error with. */
export function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  const body = JSON.stringify(errorBody(code, message));
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
