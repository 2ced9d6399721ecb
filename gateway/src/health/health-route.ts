import type { Request, Response } from 'express';
import type { TeamHealth } from './team-health';

export function healthRoute(teamHealth: TeamHealth) {
  return (_req: Request, res: Response) => {
    const teams = teamHealth.report();
    const allUp = Object.values(teams).every((team) => team.state === 'up');
    res.set('Cache-Control', 'no-store').json({ status: allUp ? 'ok' : 'degraded', teams });
  };
}
