import type { ImportProgress } from './import-catalog-file';

const number = (value: number) => value.toLocaleString('en-US');

/** One status line: a bar of the bytes read, the counts, and the rate in products per second. */
export function progressLine(progress: ImportProgress, width = 24): string {
  const fraction = progress.totalBytes > 0 ? Math.min(1, progress.bytesRead / progress.totalBytes) : 0;
  const filled = Math.round(fraction * width);
  const rate = progress.seconds > 0 ? Math.round(progress.read / progress.seconds) : 0;
  return (
    `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.round(fraction * 100)}% ` +
    `${number(progress.read)} read · ${number(progress.inserted)} new · ${number(progress.updated)} updated · ` +
    `${number(progress.unchanged)} unchanged · ${number(progress.failed)} failed · ${number(rate)}/s`
  );
}

/**
 * Progress on stderr: redrawn in place on a terminal, a plain line at most every `intervalMs` otherwise (CI logs).
 */
export function progressReporter(stream: NodeJS.WriteStream = process.stderr, intervalMs = 2000): (progress: ImportProgress) => void {
  let last = 0;
  return (progress) => {
    const now = Date.now();
    if (stream.isTTY) {
      stream.write(`\r${progressLine(progress)}\u001b[K`);
    } else if (now - last >= intervalMs) {
      stream.write(`${progressLine(progress)}\n`);
      last = now;
    }
  };
}
