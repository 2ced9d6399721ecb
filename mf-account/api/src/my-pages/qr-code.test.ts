import { JSDOM } from 'jsdom';
import QRCode from 'qrcode';
import { memberQrCodeSvg } from './qr-code';

/** The dark modules the SVG draws (its one stroked path: rows of horizontal runs), without the 2-module margin. */
function drawnModules(svg: string): Set<string> {
  const path = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)![1]!;
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([MmHh])(-?[\d.]+)(?:\s(-?[\d.]+))?/g)) {
    const first = Number(a);
    if (command === 'M') [x, y] = [first, Number(b)];
    else if (command === 'm') [x, y] = [x + first, y + Number(b)];
    else {
      for (let column = x; column < x + first; column += 1) dark.add(`${column - 2},${Math.floor(y) - 2}`);
      x += first;
    }
  }
  return dark;
}

test('the SVG draws exactly the QR symbol of the member number', async () => {
  const svg = await memberQrCodeSvg('10000042');
  const symbol = QRCode.create('10000042', { errorCorrectionLevel: 'M' });
  const expected = new Set<string>();
  for (let row = 0; row < symbol.modules.size; row += 1) {
    for (let column = 0; column < symbol.modules.size; column += 1) if (symbol.modules.get(row, column)) expected.add(`${column},${row}`);
  }
  expect(drawnModules(svg)).toEqual(expected);
  // The data the symbol carries is the member number, as digits.
  expect(symbol.segments.map((segment) => [segment.mode.id, segment.data.toString()])).toEqual([['Numeric', '10000042']]);
  expect(drawnModules(await memberQrCodeSvg('10000043'))).not.toEqual(expected);
});

test('a well-formed, inert SVG document: no script, no foreign content, no links, no event handlers', async () => {
  const svg = await memberQrCodeSvg('10000042');
  const { window } = new JSDOM('');
  const document = new window.DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(document.documentElement.nodeName).toBe('svg');
  expect(document.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
  const elements = [...document.getElementsByTagName('*')];
  expect(new Set(elements.map((element) => element.nodeName))).toEqual(new Set(['svg', 'path']));
  for (const element of elements) for (const attribute of [...element.attributes]) expect(attribute.name).not.toMatch(/^on|href/i);
  expect(svg).not.toMatch(/script|foreignObject|javascript:|<a\b|xlink/i);
});
