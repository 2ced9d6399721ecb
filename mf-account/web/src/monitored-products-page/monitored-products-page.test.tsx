import { fireEvent, screen, within } from '@testing-library/react';
import type { MonitoredProduct, MonitoredProductsPageViewModel } from '../../../contract/my-pages';
import { aPageBase } from '../testing/my-pages-fixtures';
import { fakePosts, givenMember, renderPage, settle } from '../testing/my-pages';
import { axeViolations } from '../testing/axe';
import MonitoredProductsPage from './monitored-products-page';

const aProduct = (overrides: Partial<MonitoredProduct> = {}): MonitoredProduct => ({
  code: '100001',
  title: 'Velvet Lipstick Ruby',
  brandName: 'Lumière',
  image: { src: '/images/products/velvet-1.jpg', altText: 'Velvet Lipstick Ruby', sourceWidth: 1200, sourceHeight: 1200 },
  url: '/p/velvet-lipstick/100001',
  isBuyable: false,
  monitoredSince: '2025-02-10T09:00:00Z',
  ...overrides,
});

const aMonitoredPage = (items: MonitoredProduct[] = [
  aProduct(),
  aProduct({ code: '200002', title: 'Hydra Cream', brandName: 'Aqua', isBuyable: true, image: null, url: '/p/hydra-cream/200002' }),
  aProduct({ code: '300003', title: 'Night Serum', brandName: 'Lumière', url: '/p/night-serum/300003' }),
]): MonitoredProductsPageViewModel => ({ ...aPageBase('MonitoredProductsPageViewModel', '/my-pages/monitored-products'), items });

const items = () => within(screen.getByRole('list', { name: 'Products you monitor' })).getAllByRole('listitem');
const names = () => items().map((item) => within(item).getByRole('link').textContent);
const stopButton = (name: string) => screen.getByRole('button', { name: `Stop monitoring ${name}` });

describe('MonitoredProductsPage', () => {
  beforeEach(() => givenMember());
  afterEach(() => jest.restoreAllMocks());

  test('lists each product with image, brand, name, whether it can be bought and since when', async () => {
    renderPage(<MonitoredProductsPage page={aMonitoredPage()} />);
    const [lipstick, cream] = items();
    expect(within(lipstick!).getByRole('img', { name: 'Velvet Lipstick Ruby' })).toBeTruthy();
    expect(within(lipstick!).getByText('Lumière')).toBeTruthy();
    expect(within(lipstick!).getByRole('link', { name: 'Velvet Lipstick Ruby' }).getAttribute('href')).toBe('/p/velvet-lipstick/100001');
    expect(within(lipstick!).getByText('Out of stock: we will let you know when it is back')).toBeTruthy();
    expect(within(lipstick!).getByText('Monitored since February 10, 2025')).toBeTruthy();
    expect(within(cream!).getByText('In stock')).toBeTruthy();
    expect(within(cream!).queryByRole('img')).toBeNull();
    expect(within(cream!).getByRole('button', { name: 'Stop monitoring Aqua Hydra Cream' }).textContent).toContain('Stop monitoring');
    expect(await axeViolations()).toEqual([]);
  });

  test('stopping removes the product at once, asks the server, and announces it', async () => {
    const sent = fakePosts();
    renderPage(<MonitoredProductsPage page={aMonitoredPage()} />);
    fireEvent.click(stopButton('Aqua Hydra Cream'));
    expect(names()).toEqual(['Velvet Lipstick Ruby', 'Night Serum']);
    expect(sent.map(({ url, body }) => [url, body])).toEqual([['/api/my/monitored-products/200002/stop-monitoring', undefined]]);
    await settle();
    expect(document.activeElement).toBe(stopButton('Lumière Night Serum'));
    sent[0]!.answer({ monitored: false });
    await settle();
    expect(names()).toEqual(['Velvet Lipstick Ruby', 'Night Serum']);
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Aqua Hydra Cream is no longer monitored.')).toBe(true);
  });

  test('a failure puts the product back in its place and says so', async () => {
    const sent = fakePosts();
    renderPage(<MonitoredProductsPage page={aMonitoredPage()} />);
    fireEvent.click(stopButton('Aqua Hydra Cream'));
    sent[0]!.fail();
    await settle();
    expect(names()).toEqual(['Velvet Lipstick Ruby', 'Hydra Cream', 'Night Serum']);
    expect(screen.getByRole('alert').textContent).toBe('We could not stop monitoring Aqua Hydra Cream. Please try again.');
  });

  test('stopping two at once rolls back only the one that failed', async () => {
    const sent = fakePosts();
    renderPage(<MonitoredProductsPage page={aMonitoredPage()} />);
    fireEvent.click(stopButton('Lumière Velvet Lipstick Ruby'));
    fireEvent.click(stopButton('Lumière Night Serum'));
    expect(names()).toEqual(['Hydra Cream']);
    sent[1]!.answer({ monitored: false });
    sent[0]!.refuse(404, { code: 'not_found', message: 'Not found' });
    await settle();
    expect(names()).toEqual(['Velvet Lipstick Ruby', 'Hydra Cream']);
  });

  test('when the last one goes, the empty message shows and focus goes to the heading', async () => {
    const sent = fakePosts();
    renderPage(<MonitoredProductsPage page={aMonitoredPage([aProduct()])} />);
    fireEvent.click(stopButton('Lumière Velvet Lipstick Ruby'));
    await settle();
    expect(screen.getByText(/You are not monitoring any products/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    sent[0]!.answer({ monitored: false });
    await settle();
  });

  test('an empty list says how to start monitoring', () => {
    renderPage(<MonitoredProductsPage page={aMonitoredPage([])} />);
    expect(screen.queryByRole('list', { name: 'Products you monitor' })).toBeNull();
    expect(screen.getByText(/You are not monitoring any products/)).toBeTruthy();
  });
});
