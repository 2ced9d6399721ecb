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
