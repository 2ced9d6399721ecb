/**
 * The server's SVG as an image source. An SVG shown through <img> is inert: no script runs and nothing it links loads,
 * so the markup is never put into the page itself.
 */
export function qrCodeImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
