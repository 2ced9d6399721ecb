/** Each breakpoint's minimum width in px. */
export const breakpoints = {
  micro: 320,
  tiny: 480,
  small: 768,
  medium: 992,
  large: 1200,
  huge: 1560,
  gigantic: 3120,
} as const;

export type Breakpoint = 'Init' | 'Micro' | 'Tiny' | 'Small' | 'Medium' | 'Large' | 'Huge' | 'Gigantic';

/** The breakpoint cookie lasts one year. */
export const breakpointCookieMaxAgeSeconds = 31_536_000;

/** The breakpoints with their minimum widths, widest first. */
export const widestFirst: readonly (readonly [Breakpoint, number])[] = [
  ['Gigantic', breakpoints.gigantic],
  ['Huge', breakpoints.huge],
  ['Large', breakpoints.large],
  ['Medium', breakpoints.medium],
  ['Small', breakpoints.small],
  ['Tiny', breakpoints.tiny],
  ['Micro', breakpoints.micro],
];

/** 'Init' below the micro width (and before the width is known). */
export function breakpointFor(width: number): Breakpoint {
  return widestFirst.find(([, minWidth]) => width >= minWidth)?.[0] ?? 'Init';
}
