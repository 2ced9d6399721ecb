import { render, screen } from '@testing-library/react';
import { CountBadge } from './count-badge';
import { HeaderButton } from './header-button';

test('with an href it is a link, with the caller\'s class and attributes', () => {
  render(
    <HeaderButton className="a_AccountButton" href="/my-pages">
      <span className="p_visually-hidden">My pages</span>
    </HeaderButton>,
  );
  const link = screen.getByRole('link', { name: 'My pages' });
  expect(link.getAttribute('href')).toBe('/my-pages');
  expect(link.className).toBe('p_HeaderButton a_AccountButton');
});

test('without an href it is a button that submits nothing, and its count is hidden from screen readers', () => {
  const onClick = jest.fn();
  render(
    <HeaderButton aria-label="Cart, 3 items" aria-haspopup="dialog" aria-expanded={false} onClick={onClick}>
      <CountBadge className="k_MiniCartButton__count" text="3" />
    </HeaderButton>,
  );
  const button = screen.getByRole('button', { name: 'Cart, 3 items' });
  expect(button.getAttribute('type')).toBe('button');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  button.click();
  expect(onClick).toHaveBeenCalledTimes(1);
  const badge = button.querySelector('.p_CountBadge');
  expect(badge?.getAttribute('aria-hidden')).toBe('true');
  expect(badge?.className).toBe('p_CountBadge k_MiniCartButton__count');
});

test('an alert badge says something waits for the shopper', () => {
  const { container } = render(<CountBadge text="9+" alert />);
  expect(container.firstElementChild?.className).toBe('p_CountBadge p_CountBadge--alert');
  expect(container.textContent).toBe('9+');
});
