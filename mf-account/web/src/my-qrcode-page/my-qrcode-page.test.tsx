import { screen } from '@testing-library/react';
import type { MyQRCodePageViewModel } from '../../../contract/member-profile';
import { aPageBase } from '../testing/my-pages-fixtures';
import { givenMember, renderPage } from '../testing/my-pages';
import { axeViolations } from '../testing/axe';
import MyQRCodePage from './my-qrcode-page';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><script>alert(1)</script><path d="M0 0h7v7H0z"/></svg>';

const aQrCodePage = (): MyQRCodePageViewModel => ({
  ...aPageBase('MyQRCodePageViewModel', '/my-pages/qr-code'),
  memberNumber: '7001234567',
  qrCodeSvg: svg,
});

describe('MyQRCodePage', () => {
  beforeEach(() => givenMember());

  test('shows the QR code as an inert image named by the member number, large enough to scan', async () => {
    renderPage(<MyQRCodePage page={aQrCodePage()} />);
    const image = screen.getByRole('img', { name: 'QR code of your member number 7001234567' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(decodeURIComponent(image.getAttribute('src')!.split(',')[1]!)).toBe(svg);
    expect(Number(image.getAttribute('width'))).toBeGreaterThanOrEqual(256);
    expect(image.getAttribute('height')).toBe(image.getAttribute('width'));
    expect(document.querySelector('main svg, main script')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  test('shows the member number and tells the member to show the code at the till', () => {
    renderPage(<MyQRCodePage page={aQrCodePage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My QR code');
    expect(screen.getByText('7001234567')).toBeTruthy();
    expect(screen.getByText(/Show the code at the till/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My QR code' }).getAttribute('aria-current')).toBe('page');
  });
});
