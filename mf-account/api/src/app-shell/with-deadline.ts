/**
 * `work`'s answer, or `fallback()` when it fails or has not answered within `ms` (`onGiveUp` hears why, once): for
 * parts of an answer that can do without.
 */
export async function withDeadline<T>(work: Promise<T>, ms: number, fallback: () => T, onGiveUp?: (reason: unknown) => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let settled = false;
  const giveUp = (reason: unknown): T => {
    if (!settled) onGiveUp?.(reason);
    settled = true;
    return fallback();
  };
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(giveUp(new Error(`no answer within ${ms} ms`))), ms);
  });
  const answered = work.then(
    (value) => {
      settled = true;
      return value;
    },
    (error: unknown) => giveUp(error),
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
