import { fireEvent, render, screen, within } from '@testing-library/react';
import { bus, type BusEvent } from '@storefront/platform';
import { aListing, aProductCard, givenAppShell } from '../testing/fixtures';
import { ProductListing } from './product-listing';

describe('ProductListing', () => {
  beforeEach(() => givenAppShell());

  const manyProducts = aListing({
    products: [aProductCard({ code: '1', name: 'Velvet Lipstick' }), aProductCard({ code: '2', name: 'Gloss Shine', url: '/p/gloss/2' })],
    totalCount: 100,
    pageSize: 24,
    page: 2,
  });

  test('shows the result count and each product as a list item', () => {
    render(<ProductListing listing={manyProducts} pageUrl="/c/makeup?page=2" />);
    expect(screen.getByText('100 products')).toBeTruthy();
    const items = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Gloss Shine/ }).getAttribute('href')).toBe('/p/gloss/2');
  });

  test('says "1 product" for a single result', () => {
    render(<ProductListing listing={aListing({ totalCount: 1 })} pageUrl="/c/makeup" />);
    expect(screen.getByText('1 product')).toBeTruthy();
  });

  test('paging links carry rel and mark the current page', () => {
    render(<ProductListing listing={manyProducts} pageUrl="/c/makeup?page=2" />);
    const paging = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(paging).getByRole('link', { name: 'Previous page' }).getAttribute('rel')).toBe('prev');
    expect(within(paging).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/c/makeup');
    expect(within(paging).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/c/makeup?page=3');
    expect(within(paging).getByRole('link', { name: 'Next page' }).getAttribute('rel')).toBe('next');
    expect(within(paging).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(paging).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBeNull();
  });

  test('no paging when everything fits on one page', () => {
    render(<ProductListing listing={aListing({ totalCount: 3 })} pageUrl="/c/makeup" />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  test('the sort select sits in a GET form and a change asks the shell to navigate', () => {
    const requests: BusEvent<'page:navigate-request'>[] = [];
    const subscription = bus.on('page:navigate-request').subscribe((event) => requests.push(event));
    render(<ProductListing listing={manyProducts} pageUrl="/c/makeup?page=2" />);

    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    const form = select.closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/c/makeup');
    expect(select.name).toBe('sort');

    fireEvent.change(select, { target: { value: 'price-asc' } });
    subscription.unsubscribe();
    expect(requests.map((event) => event.payload)).toEqual([{ url: '/c/makeup?sort=price-asc' }]);
  });

  test('says so when there are no products', () => {
    render(<ProductListing listing={aListing({ products: [], totalCount: 0 })} pageUrl="/c/makeup" />);
    expect(screen.getByText('No products found.')).toBeTruthy();
  });
});
