import type { z } from 'zod';
import { badRequest } from './response-error';

/** Parses request input with a zod schema; a mismatch is a 400 naming each bad field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown, what = 'query'): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || what] ??= issue.message;
  throw badRequest(`Invalid ${what}: ${Object.keys(fields).join(', ')}`, fields);
}
