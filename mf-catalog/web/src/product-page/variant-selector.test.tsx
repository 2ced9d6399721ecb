import { render, screen } from '@testing-library/react';
import { aVariantOption, givenAppShell } from '../testing/fixtures';
import { VariantSelector } from './variant-selector';

describe('VariantSelector', () => {
  beforeEach(() => givenAppShell());

  test('colour swatches are links named by shade, the selected one marked aria-current', () => {
    render(
      <VariantSelector
        variesBy="COLOR"
        variants={[
          aVariantOption({ code: '1', name: 'Ruby', url: '/p/lipstick/1', isSelected: true }),
          aVariantOption({ code: '2', name: 'Nude Rose', url: '/p/lipstick/2' }),
        ]}
      />,
    );
    expect(screen.getByText('Shade: Ruby')).toBeTruthy();
    const ruby = screen.getByRole('link', { name: 'Ruby' });
    const nude = screen.getByRole('link', { name: 'Nude Rose' });
    expect(ruby.getAttribute('aria-current')).toBe('page');
    expect(nude.getAttribute('aria-current')).toBeNull();
    expect(nude.getAttribute('href')).toBe('/p/lipstick/2');
    expect((ruby as HTMLElement).style.backgroundColor).not.toBe('');
  });

  test('sizes are chips with their size as text', () => {
    render(
      <VariantSelector
        variesBy="SIZE"
        variants={[
          aVariantOption({ code: '1', name: 'Serum 30 ml', size: '30 ml', color: undefined }),
          aVariantOption({ code: '2', name: 'Serum 50 ml', size: '50 ml', color: undefined, isSelected: true }),
        ]}
      />,
    );
    expect(screen.getByText('Size: 50 ml')).toBeTruthy();
    expect(screen.getByRole('link', { name: '50 ml' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '30 ml' }).getAttribute('aria-current')).toBeNull();
  });

  test('a shade that cannot be bought says so in its name', () => {
    render(
      <VariantSelector
        variesBy="COLOR"
        variants={[
          aVariantOption({ code: '1', name: 'Ruby', isSelected: true }),
          aVariantOption({
            code: '2',
            name: 'Plum',
            stockStatus: { isUnavailable: true, isMonitorable: false, isMonitorableInStore: false, isBuyable: false, isBuyableInStore: false },
          }),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Plum, Temporarily out of stock' })).toBeTruthy();
  });

  test('nothing to choose with a single variant', () => {
    const { container } = render(<VariantSelector variesBy="COLOR" variants={[aVariantOption({ isSelected: true })]} />);
    expect(container.innerHTML).toBe('');
  });
});
