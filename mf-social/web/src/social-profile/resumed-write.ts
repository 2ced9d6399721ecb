/** What a visitor set out to write before the login took them through a page load: it opens again after it. */
export type ResumableWrite = 'review' | 'question';

const key = 'social:resume-write';
/** Older than this, a remembered write is forgotten: the shopper has moved on. */
const keptForMs = 10 * 60_000;

interface Remembered {
  code: string;
  what: ResumableWrite;
  at: number;
}

function read(): Remembered | null {
  try {
    const remembered = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Remembered | null;
    return remembered && Date.now() - remembered.at < keptForMs ? remembered : null;
  } catch {
    return null;
  }
}

/** Remembers, for this tab, that the visitor wants to write `what` about the product `code` once logged in. */
export function rememberWrite(code: string, what: ResumableWrite): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ code, what, at: Date.now() } satisfies Remembered));
  } catch {
    // Storage refused (private mode, full): the member presses the button again after the login.
  }
}

/** Whether a write about `code` waits to be resumed, without taking it. */
export const isWriteWaiting = (code: string): boolean => read()?.code === code;

/** The write about `code` waiting to be resumed, taken (it opens once); null when none. */
export function takeWrite(code: string): ResumableWrite | null {
  const remembered = read();
  if (remembered?.code !== code) return null;
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
  return remembered.what;
}
