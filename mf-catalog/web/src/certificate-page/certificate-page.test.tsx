import { render, screen, within } from '@testing-library/react';
import { aCertificatePage, aListing, givenAppShell } from '../testing/fixtures';
import CertificatePage from './certificate-page';

describe('CertificatePage', () => {
  beforeEach(() => givenAppShell({}, 'de-DE'));

  test('says what the certificate means under its name, the one h1', () => {
    render(<CertificatePage page={aCertificatePage()} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Vegan']);
    expect(screen.getByText('Zertifikat')).toBeTruthy();
    expect(screen.getByText('Contains no ingredients of animal origin.')).toBeTruthy();
  });

  test('names the brands with most products carrying it, in order, then lists the products', () => {
    render(<CertificatePage page={aCertificatePage({ listing: aListing({ totalCount: 120 }) })} />);
    const brands = screen.getByRole('navigation', { name: 'Marken mit den meisten Produkten' });
    expect(within(brands).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Lumière (14)', '/brands/lumiere'],
      ['Aurora (9)', '/brands/aurora'],
    ]);
    expect(screen.getByText('120 Produkte')).toBeTruthy();
  });

  test('without top brands the section is left out', () => {
    render(<CertificatePage page={aCertificatePage({ topBrands: [] })} />);
    expect(screen.queryByRole('navigation', { name: 'Marken mit den meisten Produkten' })).toBeNull();
  });
});
