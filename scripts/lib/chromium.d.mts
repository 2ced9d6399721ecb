/** Where Debian's Chromium is: its headless shell (the end-to-end tests) or the full browser (the bench); CHROMIUM_PATH when set. */
export function chromiumPath(build?: 'headless' | 'full'): string;
/** That Chromium, installed with apt first when it is missing and we are root. */
export function ensureChromium(build?: 'headless' | 'full'): Promise<string>;
