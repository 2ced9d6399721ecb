import { yieldToMain } from './yield-to-main';

/**
 * The first Intl formatter a page makes loads the browser's locale data: about 12 ms on this machine, four times that on
 * a phone. Made here, each kind in a task of its own before hydration starts, that cost does not land in the middle of
 * hydrating the first component that formats a price or a date, where it would make one long task of it.
 */
export async function warmUpIntl(culture: string): Promise<void> {
  await yieldToMain();
  new Intl.NumberFormat(culture).format(1);
  await yieldToMain();
  new Intl.DateTimeFormat(culture).format(0);
}
