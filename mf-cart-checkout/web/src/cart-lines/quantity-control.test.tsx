import { fireEvent, render, screen } from '@testing-library/react';
import { givenAppShell } from '../testing/fixtures';
import { QuantityControl } from './quantity-control';

function renderControl({ value = 2, max = 5, hasFailed = false } = {}) {
  const onChange = jest.fn();
  render(
    <>
      <span id="product">Velvet Lipstick</span>
      <QuantityControl value={value} max={max} productName="Velvet Lipstick" productNameId="product" hasFailed={hasFailed} onChange={onChange} />
    </>,
  );
  const input = screen.getByRole('spinbutton', { name: 'Quantity Velvet Lipstick' }) as HTMLInputElement;
  return { onChange, input };
}

describe('QuantityControl', () => {
  beforeEach(() => givenAppShell());

  test('steps by one with − and +', () => {
    const { onChange } = renderControl();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Velvet Lipstick' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Velvet Lipstick' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });

  test('at the maximum + does nothing, keeps focus and the maximum is announced', () => {
    const { onChange } = renderControl({ value: 5 });
    const increase = screen.getByRole('button', { name: 'Increase quantity of Velvet Lipstick' });
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(increase);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('You can buy at most 5 of this product.').getAttribute('aria-live')).toBe('polite');
  });

  test('− stops at 1: removing is the remove button’s job', () => {
    const { onChange } = renderControl({ value: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Velvet Lipstick' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  test('a typed quantity is sent on Enter or when leaving the field, capped at the maximum', () => {
    const { onChange, input } = renderControl();
    fireEvent.change(input, { target: { value: '4' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.blur(input);
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(onChange.mock.calls).toEqual([[4], [5], [0]]);
  });

  test('what is not a quantity marks the control invalid and goes back to the cart value on blur', () => {
    const { onChange, input } = renderControl();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('2');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a quantity from 0 to 5.')).toBeTruthy();
  });

  test('a failed update marks it invalid with its message', () => {
    const { input } = renderControl({ hasFailed: true });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('The quantity could not be changed.')).toBeTruthy();
  });
});
