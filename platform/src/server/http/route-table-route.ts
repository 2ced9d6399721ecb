import type { Express, Request, Response } from 'express';
import { inputJsonSchema, type JsonSchema } from './input-json-schema';
import { listRoutes } from './route-table';

/** A route as `/internal/route-table` describes it: what a suite outside the process (e2e) generates its requests from. */
export interface DescribedRoute {
  method: string;
  /** The path as written, or `{ regexp }` for a RegExp route. */
  path: string | { regexp: string };
  access: ReturnType<typeof listRoutes>[number]['access'];
  input: { body?: JsonSchema; query?: JsonSchema; params?: JsonSchema };
}

export function describeRoutes(app: Express): DescribedRoute[] {
  return listRoutes(app).map((route) => {
    const input: DescribedRoute['input'] = {};
    for (const schemas of route.inputs) {
      for (const part of ['body', 'query', 'params'] as const) {
        const schema = schemas[part];
        if (schema && !input[part]) input[part] = inputJsonSchema(schema);
      }
    }
    return { method: route.method, path: typeof route.path === 'string' ? route.path : { regexp: route.path.source }, access: route.access, input };
  });
}

/**
 * GET /internal/route-table: the team server's route table, read back from its router, for the store's own test suites
 * (the operator's service identity only; the gateway never routes /internal).
 */
export const routeTableHandler = (app: Express) => (_req: Request, res: Response) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ routes: describeRoutes(app) });
};
