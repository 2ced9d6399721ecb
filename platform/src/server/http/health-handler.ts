import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * GET /health of a team server: up, which team, and which start of it (`instance`, new with every start), so the
 * gateway can tell a restarted team — a new build, perhaps — from one that was up all along.
 */
export function healthHandler(team: string) {
  const instance = randomUUID();
  return (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', team, instance });
  };
}
