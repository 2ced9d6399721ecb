import QRCode from 'qrcode';

/**
 * The member number as a QR code, an SVG document made here on the server from the number alone: shapes only, no
 * script, no links, nothing from outside. Scanned at the till it reads the member number.
 */
export function memberQrCodeSvg(memberNumber: string): Promise<string> {
  return QRCode.toString(memberNumber, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
