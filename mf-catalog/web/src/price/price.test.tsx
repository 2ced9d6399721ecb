import { render, screen } from '@testing-library/react';
import { formatPrice } from '@storefront/platform';
import { aPrice, givenAppShell, sek } from '../testing/fixtures';
import { Price } from './price';

describe('Price', () => {
  beforeEach(() => givenAppShell({}, 'sv-SE'));

  test('shows the current price formatted for the culture', () => {
    render(<Price price={aPrice({ current: sek(199) })} />);
    expect(screen.getByText('199 kr')).toBeTruthy();
  });

  test('keeps decimals only when the price has them', () => {
    render(<Price price={aPrice({ current: { amount: 1990, currency: 'EUR' } })} />);
    expect(screen.getByText('19,90 €')).toBeTruthy();
  });

  test('marks a discounted price with discount styling', () => {
    const { container } = render(<Price price={aPrice({ useDiscountStyling: true })} />);
    expect(container.querySelector('.c_Price__current--discount')).not.toBeNull();
  });

  test('shows the member price line to shoppers who are not members', () => {
    render(<Price price={aPrice({ current: sek(199), memberPrice: sek(159) })} />);
    expect(screen.getByText('Medlemspris 159 kr')).toBeTruthy();
  });

  test('labels the current price as the member price for members, without a second line', () => {
    const { container } = render(<Price price={aPrice({ current: sek(159), isMemberPrice: true, memberPrice: sek(159) })} />);
    expect(container.querySelector('.c_Price__member')).toBeNull();
    expect(container.querySelector('.c_Price__current')?.textContent).toBe('Medlemspris 159 kr');
  });

  test('shows comparison prices with their own type text', () => {
    render(
      <Price
        price={aPrice({
          current: sek(149),
          useDiscountStyling: true,
          comparisonPrices: [
            { type: 'current', typeText: 'Ord. pris', value: sek(199), isEach: false },
            { type: 'lowest30days', typeText: 'Lägsta pris 30 dagar', value: sek(179), isEach: false },
          ],
        })}
      />,
    );
    expect(screen.getByText('Ord. pris 199 kr')).toBeTruthy();
    expect(screen.getByText('Lägsta pris 30 dagar 179 kr')).toBeTruthy();
  });

  test('shows the unit price per measure', () => {
    render(<Price price={aPrice({ unitPrice: { value: sek(995), measure: 'l' } })} />);
    expect(screen.getByText('995 kr/l')).toBeTruthy();
  });

  test('shows the unit price per piece in the shopper’s language', () => {
    givenAppShell({}, 'en-US');
    render(<Price price={aPrice({ unitPrice: { value: { amount: 1250, currency: 'EUR' }, measure: 'st' } })} />);
    expect(screen.getByText(`${formatPrice({ amount: 1250, currency: 'EUR' }, 'en-US')}/pc`)).toBeTruthy();
  });
});
