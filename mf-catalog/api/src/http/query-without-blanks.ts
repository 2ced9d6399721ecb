import { z } from 'zod';

/**
 * A query of the parameters in `shape`, where an empty one (`?brand=`, as a form that sends every field leaves it)
 * counts as absent, except those named in `blankMatters`. Other parameters are dropped.
 */
export function queryWithoutBlanks<Shape extends z.ZodRawShape>(shape: Shape, blankMatters: readonly (keyof Shape & string)[] = []) {
  return z.preprocess(
    (query) =>
      query !== null && typeof query === 'object'
        ? Object.fromEntries(Object.entries(query).filter(([name, value]) => value !== '' || blankMatters.includes(name)))
        : query,
    z.object(shape),
  );
}
