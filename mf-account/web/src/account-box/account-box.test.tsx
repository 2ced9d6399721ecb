import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AccountEnvironmentContext } from '../environment/account-environment';
import { axeViolations } from '../testing/axe';
import { aTestEnvironment, eventsOf, givenAppShell, renderWithAccount } from '../testing/environment';
import { AccountBox } from './account-box';
import { AccountBoxDialog } from './account-box-dialog-part';

const box = () => screen.getByRole('dialog', { name: 'Log in or become a member' });
const tab = (name: string) => within(box()).getByRole('tab', { name });

const renderBox = () => renderWithAccount(<AccountBox />);

// The dialog's code is a chunk of its own: here it is loaded before the tests (one test shows it loading on first open).
beforeAll(() => AccountBoxDialog.preload());

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  givenAppShell();
  Object.assign(window, { innerWidth: 1024 });
});

describe('AccountBox', () => {
  test('is closed until asked, and says it is listening', () => {
    const { environment } = aTestEnvironment();
    const ready = eventsOf(environment.bus, 'account:box-ready');
    render(
      <AccountEnvironmentContext.Provider value={environment}>
        <AccountBox />
      </AccountEnvironmentContext.Provider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ready).toEqual([{}]);
  });

  test('a login-required action opens the login tab with the generic message, focus in the e-mail field', async () => {
    const { bus } = renderBox();
    act(() => bus.emit('account:login-required', { returnUrl: '/wishlist' }));
    expect(within(box()).getByText('Please log in to continue.')).toBeTruthy();
    expect(tab('Log in').getAttribute('aria-selected')).toBe('true');
    expect(tab('Become a member').getAttribute('aria-selected')).toBe('false');
    expect(document.activeElement).toBe(within(box()).getByRole('textbox', { name: 'E-mail' }));
    expect(await axeViolations()).toEqual([]);
  });

  test('a page that answered 401 says so; a given message is shown as it is', () => {
    const { bus } = renderBox();
    act(() => bus.emit('account:login-required', { returnUrl: '/my-pages', reason: 'page' }));
    expect(within(box()).getByText('You need to log in to see this page.')).toBeTruthy();
    act(() => bus.emit('account:login-required', { message: 'Add item to wishlist requires login' }));
    expect(within(box()).getByText('Add item to wishlist requires login')).toBeTruthy();
  });

  test('opens on the register tab when asked', async () => {
    const { bus } = renderBox();
    act(() => bus.emit('account:open-box', { tab: 'register' }));
    expect(tab('Become a member').getAttribute('aria-selected')).toBe('true');
    expect(within(box()).getByRole('tabpanel', { name: 'Become a member' })).toBeTruthy();
    expect(within(box()).queryByText('Please log in to continue.')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  test('login=required and ReturnUrl in the address open the box once and leave the address', () => {
    window.history.replaceState(null, '', '/?login=required&ReturnUrl=%2Fmy-pages&utm_source=mail');
    renderBox();
    expect(within(box()).getByText('Please log in to continue.')).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/?utm_source=mail');
  });

  test('register in the address opens the register tab, also after a client-side navigation', () => {
    const { bus } = renderBox();
    expect(screen.queryByRole('dialog')).toBeNull();
    window.history.pushState(null, '', '/c/makeup?register');
    act(() => bus.emit('page:navigated', { url: '/c/makeup?register', componentName: 'CategoryViewModel' }));
    expect(tab('Become a member').getAttribute('aria-selected')).toBe('true');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/c/makeup');
  });

  test('the tabs follow the arrow keys, Home and End, with one tab stop', () => {
    const { bus } = renderBox();
    act(() => bus.emit('account:open-box', { tab: 'login' }));
    const login = tab('Log in');
    const register = tab('Become a member');
    expect([login.tabIndex, register.tabIndex]).toEqual([0, -1]);
    act(() => login.focus());
    fireEvent.keyDown(login, { key: 'ArrowRight' });
    expect(register.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(register);
    expect([login.tabIndex, register.tabIndex]).toEqual([-1, 0]);
    fireEvent.keyDown(register, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(login);
    fireEvent.keyDown(login, { key: 'Home' });
    expect(document.activeElement).toBe(register);
    fireEvent.keyDown(register, { key: 'End' });
    expect(document.activeElement).toBe(login);
    expect(within(box()).getByRole('tabpanel', { name: 'Log in' })).toBeTruthy();
  });

  test('what was typed survives a switch of tabs', () => {
    const { bus } = renderBox();
    act(() => bus.emit('account:open-box', { tab: 'login' }));
    fireEvent.change(within(box()).getByRole('textbox', { name: 'E-mail' }), { target: { value: 'anna@example.com' } });
    fireEvent.click(tab('Become a member'));
    fireEvent.click(tab('Log in'));
    expect((within(box()).getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('anna@example.com');
  });

  test('Escape closes it, focus goes back to the opener and waiting requests hear it closed', async () => {
    jest.useFakeTimers();
    try {
      const { bus } = renderWithAccount(
        <>
          <button type="button">Wish list</button>
          <AccountBox />
        </>,
      );
      const closed = eventsOf(bus, 'account:box-closed');
      const opener = screen.getByRole('button', { name: 'Wish list' });
      opener.focus();
      act(() => bus.emit('account:login-required', {}));
      expect(box().contains(document.activeElement)).toBe(true);
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
      expect(closed).toEqual([{}]);
    } finally {
      jest.useRealTimers();
    }
  });

  test('Tab stays inside the box', () => {
    const { bus } = renderBox();
    act(() => bus.emit('account:open-box', { tab: 'login' }));
    const closeButton = within(box()).getByRole('button', { name: 'Close' });
    const forgot = within(box()).getByRole('button', { name: 'Forgot your password?' });
    act(() => forgot.focus());
    fireEvent.keyDown(forgot, { key: 'Tab' });
    expect(document.activeElement).toBe(closeButton);
    fireEvent.keyDown(closeButton, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(forgot);
  });

  test('is a modal on desktop', () => {
    const { bus } = renderBox();
    act(() => bus.emit('account:open-box', { tab: 'login' }));
    expect(box().classList.contains('p_Modal')).toBe(true);
  });

  test('is a right drawer on mobile, where focus stays on the box instead of popping the keyboard up', () => {
    Object.assign(window, { innerWidth: 400 });
    const { bus } = renderBox();
    act(() => bus.emit('account:open-box', { tab: 'login' }));
    expect(box().classList.contains('p_Drawer--right')).toBe(true);
    expect(document.activeElement).toBe(box());
  });

  test('on a store device it only says that login is not available', async () => {
    givenAppShell({ isStoreDevice: true });
    const { bus } = renderBox();
    act(() => bus.emit('account:login-required', {}));
    expect(within(box()).getByText('Login and registration are not available on this device.')).toBeTruthy();
    expect(within(box()).queryByRole('tab')).toBeNull();
    expect(within(box()).queryByRole('textbox')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
