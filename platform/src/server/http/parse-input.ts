import type { z } from 'zod';
import { badRequest } from './response-error';
import { textRuleViolations } from './text-rules';

/**
 * Parses request input with a zod schema; a mismatch is a 400 naming each bad field. Before the schema, the rules
 * every input obeys (`textRuleViolations`): broken text never reaches a handler or the database.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown, what = 'query'): z.infer<Schema> {
  const broken = textRuleViolations(input);
  if (Object.keys(broken).length > 0) {
    const fields = Object.fromEntries(Object.entries(broken).map(([path, message]) => [path || what, message]));
    throw badRequest(`Invalid ${what}: ${Object.keys(fields).join(', ')}`, fields);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || what] ??= issue.message;
  throw badRequest(`Invalid ${what}: ${Object.keys(fields).join(', ')}`, fields);
}
