import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { givenAppShell } from '../testing/fixtures';
import { maxQuantityFor } from './quantity-limit';
import { QuantityStepper } from './quantity-stepper';

function Stepper({ max }: { max: number }) {
  const [quantity, setQuantity] = useState(1);
  return <QuantityStepper value={quantity} max={max} onChange={setQuantity} />;
}

const input = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const increase = () => screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
const decrease = () => screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;

describe('quantity stepper', () => {
  beforeEach(() => givenAppShell());

  test('the cap is the lower of the item maximum and the site maximum, never above 99', () => {
    expect(maxQuantityFor(5, 10)).toBe(5);
    expect(maxQuantityFor(20, 10)).toBe(10);
    expect(maxQuantityFor(undefined, 150)).toBe(99);
    expect(maxQuantityFor(0, 10)).toBe(10);
  });

  test('starts at 1 with the input range 1 to the cap', () => {
    render(<Stepper max={3} />);
    expect(input().value).toBe('1');
    expect(input().min).toBe('1');
    expect(input().max).toBe('3');
    expect(decrease().disabled).toBe(true);
  });

  test('steps up to the cap, then stops and shows the max message', () => {
    render(<Stepper max={3} />);
    fireEvent.click(increase());
    expect(screen.queryByText('You can buy at most 3 of this product.')).toBeNull();
    fireEvent.click(increase());
    expect(input().value).toBe('3');
    expect(increase().disabled).toBe(true);
    expect(screen.getByText('You can buy at most 3 of this product.')).toBeTruthy();
    fireEvent.click(increase());
    expect(input().value).toBe('3');
  });

  test('a typed quantity above the cap is capped and shows the message', () => {
    render(<Stepper max={5} />);
    fireEvent.change(input(), { target: { value: '42' } });
    expect(input().value).toBe('5');
    expect(screen.getByText('You can buy at most 5 of this product.')).toBeTruthy();
  });

  test('a typed quantity below 1 becomes 1', () => {
    render(<Stepper max={5} />);
    fireEvent.change(input(), { target: { value: '-4' } });
    expect(input().value).toBe('1');
  });

  test('an emptied field goes back to the quantity on blur', () => {
    render(<Stepper max={5} />);
    fireEvent.click(increase());
    fireEvent.change(input(), { target: { value: '' } });
    expect(input().value).toBe('');
    fireEvent.blur(input());
    expect(input().value).toBe('2');
  });

  test('stepping down from the cap hides the message', () => {
    render(<Stepper max={2} />);
    fireEvent.click(increase());
    expect(screen.getByText('You can buy at most 2 of this product.')).toBeTruthy();
    fireEvent.click(decrease());
    expect(screen.queryByText('You can buy at most 2 of this product.')).toBeNull();
  });
});
