import { act, fireEvent, screen } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { aCart } from '../testing/cart';
import { aMember, eventsOf, givenAppShell, renderWithAccount } from '../testing/environment';
import { InactivityWarning } from './inactivity-warning';

const warning = () => screen.queryByRole('dialog', { name: 'Are you still there?' });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/');
});
afterEach(() => jest.useRealTimers());

describe('InactivityWarning', () => {
  test('a member idle for 180 s is warned, counted down from 60 s, and logged out at zero', async () => {
    givenAppShell({ currentUser: aMember() });
    const { sentTo } = renderWithAccount(<InactivityWarning />);
    wait(179_999);
    expect(warning()).toBeNull();
    wait(1);
    expect(warning()).not.toBeNull();
    expect(screen.getByRole('timer').textContent).toBe('60 seconds left');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: "Continue, I'm still here" }));
    wait(1000);
    expect(screen.getByRole('timer').textContent).toBe('59 seconds left');
    // Moving the mouse is not an answer: only "continue" is.
    act(() => void window.dispatchEvent(new Event('pointermove')));
    wait(58_000);
    expect(sentTo('/dologout')).toHaveLength(0);
    wait(1000);
    expect(sentTo('/dologout')).toHaveLength(1);
  });

  test('interaction starts the 180 s again', () => {
    givenAppShell({ currentUser: aMember() });
    renderWithAccount(<InactivityWarning />);
    wait(170_000);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    wait(170_000);
    expect(warning()).toBeNull();
    wait(10_000);
    expect(warning()).not.toBeNull();
  });

  test('"continue" keeps everything and starts waiting again', () => {
    givenAppShell({ currentUser: aMember() });
    const { requests } = renderWithAccount(<InactivityWarning />);
    wait(180_000);
    fireEvent.click(screen.getByRole('button', { name: "Continue, I'm still here" }));
    wait(200);
    expect(warning()).toBeNull();
    wait(60_000);
    expect(requests).toEqual([]);
    wait(120_000);
    expect(warning()).not.toBeNull();
  });

  test('a visitor on the start page with an empty cart is left alone; with items in the cart they are warned', () => {
    givenAppShell();
    const { bus } = renderWithAccount(<InactivityWarning />);
    wait(400_000);
    expect(warning()).toBeNull();
    act(() => bus.emit('cart:changed', { itemCount: 2 }));
    wait(180_000);
    expect(warning()).not.toBeNull();
  });

  test('a visitor with a cart in app shell data is warned; the logout tells the teams nobody was logged in', () => {
    givenAppShell({ cart: aCart(1) });
    const { bus } = renderWithAccount(<InactivityWarning />);
    const loggedOut = eventsOf(bus, 'account:logged-out');
    wait(180_000);
    expect(warning()).not.toBeNull();
    wait(59_000);
    expect(loggedOut).toEqual([]);
    wait(1_000);
    // Checkout, listening, deletes the visitor's cart (its own test and the logout journey in e2e show it).
    expect(loggedOut).toEqual([{ wasLoggedIn: false }]);
  });

  test('away from the start page counts too', () => {
    window.history.replaceState(null, '', '/c/makeup');
    givenAppShell();
    renderWithAccount(<InactivityWarning />);
    wait(180_000);
    expect(warning()).not.toBeNull();
  });

  test('store devices are left to the shell', () => {
    givenAppShell({ isStoreDevice: true, currentUser: aMember() });
    renderWithAccount(<InactivityWarning />);
    wait(400_000);
    expect(warning()).toBeNull();
  });

  test('the warning has no axe violations', async () => {
    givenAppShell({ currentUser: aMember() });
    renderWithAccount(<InactivityWarning />);
    wait(180_000);
    jest.useRealTimers();
    expect(await axeViolations()).toEqual([]);
  });
});
