import type { Request, Response } from 'express';
import { gatewayRoutesSchema, type GatewayRoutesDeclaration } from './gateway-routes';

/** The file a team server publishes its gateway routes in, beside its remote's federation.json. */
export const gatewayRoutesFile = 'routes.json';

/**
 * GET /remote/routes.json: the team's gateway routes, checked against the schema when the server is built (a team
 * whose declaration the gateway would refuse does not start). Asked anew after every start: never cached.
 */
export function gatewayRoutesHandler(declaration: GatewayRoutesDeclaration) {
  const body = JSON.stringify(gatewayRoutesSchema.parse(declaration));
  return (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(body);
  };
}
