import { act, fireEvent, render, screen } from '@testing-library/react';
import { Subject } from 'rxjs';
import type { CartAction, CartStore } from '../cart-store/cart-store';
import { givenAppShell } from '../testing/fixtures';
import { CartStoreContext } from '../use-cart';
import { CouponBar } from './coupon-bar';
import { couponBarShownMs } from './use-coupon-bar';

function renderBar() {
  const actions$ = new Subject<CartAction>();
  render(
    <CartStoreContext.Provider value={{ actions$ } as unknown as CartStore}>
      <CouponBar />
    </CartStoreContext.Provider>,
  );
  const couponCode = (operation: 'add' | 'remove', success: boolean, message: string) =>
    act(() => actions$.next({ type: 'coupon-code', operation, code: 'SUMMER10', success, message }));
  return { actions$, couponCode };
}

const bar = () => screen.getByRole('status');

describe('CouponBar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    givenAppShell();
  });
  afterEach(() => jest.useRealTimers());

  test('shows the message of an added code in a live region for 5 s', () => {
    const { couponCode } = renderBar();
    expect(bar().textContent).toBe('');
    couponCode('add', true, 'SUMMER10 is applied.');
    expect(bar().textContent).toContain('SUMMER10 is applied.');
    expect(couponBarShownMs).toBe(5000);
    act(() => jest.advanceTimersByTime(couponBarShownMs - 1));
    expect(bar().textContent).toContain('SUMMER10 is applied.');
    act(() => jest.advanceTimersByTime(1));
    expect(bar().textContent).toBe('');
  });

  test('shows a failure too, marked as one; a code removed on purpose shows nothing, a failed removal does', () => {
    const { couponCode } = renderBar();
    couponCode('remove', true, 'SUMMER10 was removed.');
    expect(bar().textContent).toBe('');
    couponCode('add', false, 'The code does not exist.');
    expect(bar().textContent).toContain('The code does not exist.');
    expect(bar().querySelector('[data-success="false"]')).not.toBeNull();
    couponCode('remove', false, 'The discount code could not be removed.');
    expect(bar().textContent).toContain('The discount code could not be removed.');
  });

  test('the close button hides it at once', () => {
    const { couponCode } = renderBar();
    couponCode('add', true, 'SUMMER10 is applied.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(bar().textContent).toBe('');
  });

  test('a new answer shows for 5 s of its own', () => {
    const { couponCode } = renderBar();
    couponCode('add', false, 'First.');
    act(() => jest.advanceTimersByTime(4000));
    couponCode('add', true, 'Second.');
    act(() => jest.advanceTimersByTime(4000));
    expect(bar().textContent).toContain('Second.');
    act(() => jest.advanceTimersByTime(1000));
    expect(bar().textContent).toBe('');
  });
});
