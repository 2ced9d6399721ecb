import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import type { DetailedReceiptPageViewModel } from '../../../contract/my-pages';
import { anOrder, aPageBase } from '../testing/my-pages-fixtures';
import { givenMember, renderPage } from '../testing/my-pages';
import { axeViolations } from '../testing/axe';
import DetailedReceiptPage from './detailed-receipt-page';

const aReceiptPage = (): DetailedReceiptPageViewModel => ({
  ...aPageBase('DetailedReceiptPageViewModel', '/my-pages/orders/B1000042/receipt'),
  order: anOrder(),
  seller: { name: 'Beauty AB', organisationNumber: '556000-0000', address: 'Sveavägen 1, 111 57 Stockholm' },
});

describe('DetailedReceiptPage', () => {
  beforeEach(() => givenMember());
  afterEach(() => jest.restoreAllMocks());

  test('is a receipt: seller, order, payment, lines in a table and totals with VAT', async () => {
    renderPage(<DetailedReceiptPage page={aReceiptPage()} />);
    const receipt = screen.getByRole('article');
    expect(within(receipt).getByRole('heading', { level: 1 }).textContent).toBe('Receipt for order B1000042');
    expect(within(receipt).getByText('Beauty AB')).toBeTruthy();
    expect(within(receipt).getByText('Org. no. 556000-0000')).toBeTruthy();
    expect(within(receipt).getByText('Card •••• 1111')).toBeTruthy();
    const table = within(receipt).getByRole('table', { name: 'Products on the receipt' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toHaveLength(2);
    expect(rows).toEqual([
      ['Product', 'Quantity', 'Price each', 'Amount'],
      ['Lumière Velvet Lipstick Ruby Art. no. 100001', '2', '249 kr', '498 kr'],
      ['Aqua Hydra Cream Art. no. 200002', '1', '99 kr', '99 kr'],
    ]);
    expect(within(receipt).getByText('Of which VAT').nextElementSibling?.textContent).toBe('109,40 kr');
    expect(await axeViolations()).toEqual([]);
  });

  test('the print button prints; a link leads back to the order', () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage(<DetailedReceiptPage page={aReceiptPage()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe('/my-pages/orders/B1000042');
  });

  test('on paper only the receipt shows: the stylesheet hides the shell, the navigation and the buttons', () => {
    const css = readFileSync(path.join(__dirname, 'detailed-receipt-page.css'), 'utf8');
    const print = css.slice(css.indexOf('@media print'));
    expect(print).toMatch(/body \*\s*\{\s*visibility: hidden;/);
    expect(print).toMatch(/\.a_Receipt \*\s*\{\s*visibility: visible;/);
    expect(print).toMatch(/\.a_ReceiptPage__tools,\s*\.a_MyPagesNav\s*\{\s*display: none;/);
  });
});
