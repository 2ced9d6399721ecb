import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SlotRendererContext, type SlotRenderer } from '@storefront/platform';
import { aPrice, aProductCard, aProductPage, aStockStatus, givenAppShell, sek } from '../testing/fixtures';
import { givenHttpAnswers } from '../testing/http';
import ProductPage from './product-page';

describe('ProductPage', () => {
  beforeEach(() => givenAppShell({}, 'sv-SE'));

  test('shows brand, name, variant, price and stock status', () => {
    render(<ProductPage page={aProductPage()} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Velvet Lipstick']);
    expect(screen.getByRole('link', { name: 'Lumière' }).getAttribute('href')).toBe('/brands/lumiere');
    expect(screen.getByText('Ruby 3.5 g')).toBeTruthy();
    expect(screen.getByText('249 kr')).toBeTruthy();
    expect(screen.getByText('I lager')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lägg i varukorgen' })).toBeTruthy();
  });

  test('shows a discounted price with its previous price', () => {
    const page = aProductPage();
    page.variant.price = aPrice({
      current: sek(199),
      useDiscountStyling: true,
      comparisonPrices: [{ type: 'current', typeText: 'Ord. pris', value: sek(249), isEach: false }],
    });
    render(<ProductPage page={page} />);
    expect(screen.getByText('199 kr').closest('.c_Price__current--discount')).not.toBeNull();
    expect(screen.getByText('Ord. pris 249 kr')).toBeTruthy();
  });

  test('shows the description, highlights as a list and ingredients in a details element', () => {
    render(<ProductPage page={aProductPage()} />);
    expect(screen.getByText('A creamy lipstick with a soft matte finish.')).toBeTruthy();
    const highlights = screen.getByRole('heading', { name: 'Höjdpunkter' }).parentElement!;
    expect(within(highlights).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Long lasting', 'Vegan formula']);
    const ingredients = screen.getByText('Ingredienser').closest('details');
    expect(ingredients).not.toBeNull();
    expect(within(ingredients!).getByText(/Ricinus Communis/)).toBeTruthy();
  });

  test('breadcrumbs lead back to the categories', () => {
    render(<ProductPage page={aProductPage()} />);
    const breadcrumbs = screen.getByRole('navigation', { name: 'Brödsmulor' });
    expect(within(breadcrumbs).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/c/makeup', '/c/makeup/lips']);
  });

  test('the main image loads eagerly; thumbnails switch it, also with arrow keys', () => {
    const { container } = render(<ProductPage page={aProductPage()} />);
    const mainImage = () => container.querySelector('.c_ProductGallery__main img') as HTMLImageElement;
    expect(mainImage().getAttribute('fetchpriority')).toBe('high');
    expect(mainImage().hasAttribute('loading')).toBe(false);
    const thumbnails = [...container.querySelectorAll('.c_ProductGallery__thumbnails img')];
    expect(thumbnails.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
    ]);
    expect(mainImage().alt).toBe('Velvet Lipstick Ruby, closed');

    const second = screen.getByRole('button', { name: 'Visa bild 2 av 3' });
    fireEvent.click(second);
    expect(mainImage().alt).toBe('Velvet Lipstick Ruby, open');
    expect(second.getAttribute('aria-current')).toBe('true');

    fireEvent.keyDown(second, { key: 'ArrowRight' });
    const third = screen.getByRole('button', { name: 'Visa bild 3 av 3' });
    expect(mainImage().alt).toBe('Velvet Lipstick Ruby, swatch');
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'Home' });
    expect(mainImage().alt).toBe('Velvet Lipstick Ruby, closed');
  });

  test('the variant selector marks the shown variant', () => {
    render(<ProductPage page={aProductPage()} />);
    expect(screen.getByRole('link', { name: 'Ruby' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Nude Rose' }).getAttribute('aria-current')).toBeNull();
  });

  test('a variant that is not buyable cannot be added and says why', () => {
    const page = aProductPage();
    page.variant.stockStatus = aStockStatus({ isBuyable: false, isBuyableInStore: false, isUnavailable: true });
    render(<ProductPage page={page} />);
    expect((screen.getByRole('button', { name: 'Lägg i varukorgen' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Ej tillgänglig')).toBeTruthy();
  });

  test('the sections load from their own calls after the page shows: price history by the price, then videos and recommendations', async () => {
    const history = { variantCode: '100001', currency: 'SEK', isMemberPrice: false, days: [{ date: '2026-03-30', price: sek(249) }, { date: '2026-03-31', price: sek(249) }], lowest: sek(249), highest: sek(249) };
    const asked = givenHttpAnswers({
      '/api/catalog/variants/100001/price-history': history,
      '/api/catalog/variants/100001/recommendations': { variantCode: '100001', similar: [aProductCard({ code: '200001', name: 'Hydra Serum' })] },
      '/api/catalog/variants/100001/gwp-offers': { variantCode: '100001', offers: [] },
      '/api/catalog/variants/100001/videos': { variantCode: '100001', videos: [] },
    });
    const { container } = render(<ProductPage page={aProductPage()} />);
    expect(screen.queryByRole('heading', { name: 'Liknande produkter' })).toBeNull();
    await act(async () => {});
    expect([...asked].sort()).toEqual(
      ['price-history', 'gwp-offers', 'videos', 'recommendations'].map((resource) => `/api/catalog/variants/100001/${resource}`).sort(),
    );
    const price = container.querySelector('.c_Price')!;
    expect(price.nextElementSibling!.classList.contains('c_PriceHistory')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Liknande produkter' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Hydra Serum' })).toBeTruthy();
  });

  test('a product sold in stores only says so (store devices are the only ones to see it)', () => {
    const page = aProductPage();
    expect(render(<ProductPage page={page} />).container.querySelector('.c_ProductPage__storeOnly')).toBeNull();
    page.product.posFlags = { originatesFromPos: true, showInPosOnly: true, virtual: false };
    render(<ProductPage page={page} />);
    expect(screen.getByText('Säljs endast i butik')).toBeTruthy();
  });

  describe("other teams' slots", () => {
    function renderWithSlots(page = aProductPage()) {
      const slots: { name: string; props: Record<string, unknown> }[] = [];
      const renderSlot: SlotRenderer = (name, props) => {
        slots.push({ name, props });
        return <div data-slot={name} />;
      };
      const view = render(
        <SlotRendererContext.Provider value={renderSlot}>
          <ProductPage page={page} />
        </SlotRendererContext.Provider>,
      );
      const slotNames = () => [...new Set(slots.map((slot) => slot.name))];
      const propsOf = (name: string) => slots.findLast((slot) => slot.name === name)?.props;
      return { ...view, slotNames, propsOf };
    }

    test('the wish-list toggle sits in its own row under the add-to-cart button and gets the variant code with what the page shows', () => {
      const { container, slotNames, propsOf } = renderWithSlots();
      expect(slotNames()).toEqual(['product:wish-list', 'product:social-sections']);
      const wishList = container.querySelector('[data-slot="product:wish-list"]')!;
      // The row is the catalog's, kept from the first HTML (its height in the stylesheet): the toggle comes into it.
      expect(wishList.parentElement!.className).toBe('c_ProductPage__wishList');
      expect(wishList.closest('.c_ProductPage__actions')!.contains(screen.getByRole('button', { name: 'Lägg i varukorgen' }))).toBe(true);
      expect(propsOf('product:wish-list')).toEqual({
        code: '100001',
        item: {
          title: 'Velvet Lipstick',
          entryName: 'Velvet Lipstick',
          brandName: 'Lumière',
          image: aProductPage().variant.images[0],
          url: '/p/velvet-lipstick/100001',
          variationDescription: 'Ruby 3.5 g',
        },
      });
    });

    test('a store device, which shows no wish-list toggle, keeps no row for it', () => {
      givenAppShell({ isStoreDevice: true }, 'sv-SE');
      const { container, slotNames } = renderWithSlots();
      expect(slotNames()).toEqual(['product:social-sections']);
      expect(container.querySelector('.c_ProductPage__wishList')).toBeNull();
    });

    test('"tell me when it is back" shows only for a monitorable product that cannot be bought', () => {
      const page = aProductPage();
      page.variant.stockStatus = aStockStatus({ isBuyable: false, isBuyableInStore: false, isMonitorable: true });
      const { slotNames, propsOf, unmount } = renderWithSlots(page);
      expect(slotNames()).toEqual(['product:wish-list', 'product:monitor', 'product:social-sections']);
      expect(propsOf('product:monitor')).toEqual({ code: '100001' });
      unmount();

      const unavailable = aProductPage();
      unavailable.variant.stockStatus = aStockStatus({ isBuyable: false, isBuyableInStore: false, isUnavailable: true });
      expect(renderWithSlots(unavailable).slotNames()).toEqual(['product:wish-list', 'product:social-sections']);
    });

    test("team Social's reviews and questions come below the details, before the videos, with the product's code, name and rating", async () => {
      const rated = aProductPage();
      rated.product.rating = 4.2;
      rated.product.reviewCount = 31;
      const { container, propsOf } = renderWithSlots(rated);
      await act(async () => {});
      expect(propsOf('product:social-sections')).toEqual({ code: 'P100', productName: 'Velvet Lipstick', rating: 4.2, reviewCount: 31 });
      const social = container.querySelector('[data-slot="product:social-sections"]')!;
      // The place is the catalog's, kept from the first HTML (its height in the stylesheet): the sections come into it.
      expect(social.parentElement!.className).toBe('c_ProductPage__social');
      expect(social.parentElement!.previousElementSibling!.className).toBe('c_ProductDetails');
    });

    test('the first HTML has the reviews heading in their place, with the rating and count the product has', () => {
      const page = aProductPage();
      page.product.rating = 4.25;
      page.product.reviewCount = 1250;
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ProductPage page={page} />);
      const standIn = container.querySelector('.c_ProductPage__social')!;
      expect(standIn.querySelector('h2')!.textContent).toBe('Omdömen');
      expect(standIn.querySelector('.c_ReviewsStandIn__rating')!.textContent).toBe('★★★★★★★★★★4,3 av 5 stjärnorOmdömen: 1 250');
      expect(standIn.querySelector<HTMLElement>('.c_ReviewsStandIn__filled')!.style.width).toBe('85%');
    });

    test('a product without reviews has the heading only', async () => {
      const { container } = render(<ProductPage page={aProductPage()} />);
      await act(async () => {});
      const standIn = container.querySelector('.c_ProductPage__social')!;
      expect(within(standIn as HTMLElement).getByRole('heading', { level: 2, name: 'Omdömen' })).toBeTruthy();
      expect(standIn.querySelector('.c_ReviewsStandIn__rating')).toBeNull();
    });
  });
});
