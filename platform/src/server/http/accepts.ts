import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { parseInput } from './parse-input';

/** The parts of a request a route reads, each as one zod schema. */
export interface InputSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<S extends InputSchemas, Part extends keyof InputSchemas> = S[Part] extends z.ZodType ? z.output<S[Part]> : never;

/**
 * A route's input contract: a middleware that parses each part it names (400 naming each bad field, before the
 * handler runs), and typed readers for what it parsed. It carries its schemas, so the route table can be read back:
 * the input fuzzer generates its requests from them.
 */
export interface RouteInput<S extends InputSchemas> extends RequestHandler {
  readonly input: S;
  body(res: Response): Parsed<S, 'body'>;
  query(res: Response): Parsed<S, 'query'>;
  params(res: Response): Parsed<S, 'params'>;
}

const parts = ['params', 'query', 'body'] as const;

/**
 * `const update = accepts({ body: cartUpdateDiff })`, then `router.post('/cart/update', allow.anyone, update, …)` and
 * `update.body(res)` in the handler. A JSON body needs its parser (`express.json`) before it.
 */
export function accepts<S extends InputSchemas>(input: S): RouteInput<S> {
  const key = Symbol('route input');
  const parsedOf = (res: Response) => (res.locals[key as never] ?? {}) as Record<string, unknown>;
  const middleware = function acceptsInput(req: Request, res: Response, next: NextFunction) {
    const parsed: Record<string, unknown> = {};
    for (const part of parts) {
      const schema = input[part];
      if (schema) parsed[part] = parseInput(schema, req[part] ?? {}, part);
    }
    res.locals[key as never] = parsed as never;
    next();
  };
  const reader = (part: (typeof parts)[number]) => (res: Response) => {
    if (!input[part]) throw new Error(`this route's contract has no ${part}`);
    return parsedOf(res)[part] as never;
  };
  return Object.assign(middleware, { input, body: reader('body'), query: reader('query'), params: reader('params') });
}

export function isRouteInput(handler: unknown): handler is RouteInput<InputSchemas> {
  return typeof handler === 'function' && 'input' in handler && typeof (handler as { input: unknown }).input === 'object';
}
