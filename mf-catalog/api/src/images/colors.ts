function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, '0')).join('')}`;

/** Mixes a colour towards white by `amount` (0–1). */
export function lighten(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => c + (255 - c) * amount));
}

/** Mixes a colour towards black by `amount` (0–1). */
export function darken(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => c * (1 - amount)));
}

/** 0 (black) to 1 (white), by perceived brightness. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
