import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { aMember, anHttpError, eventsOf, givenAppShell, renderWithAccount, settle } from '../testing/environment';
import NewsletterSignup from './newsletter-signup';

const section = () => screen.getByRole('region', { name: 'Newsletter' });
const subscribeButton = () => within(section()).getByRole('button', { name: 'Subscribe' });
const checkbox = (name: string) => within(section()).getByRole('checkbox', { name }) as HTMLInputElement;
const errorText = () => within(section()).getByRole('alert').textContent;

async function subscribe() {
  await waitFor(() => expect(subscribeButton().getAttribute('data-state')).not.toBe('pending'));
  fireEvent.click(subscribeButton());
  await act(settle);
}

describe('NewsletterSignup', () => {
  test('is hidden on store devices and for members subscribed to both', () => {
    givenAppShell({ isStoreDevice: true });
    const { container, rerender } = renderWithAccount(<NewsletterSignup />);
    expect(container.textContent).toBe('');
    act(() => void givenAppShell({ currentUser: aMember(), isSubscribedToBoth: true }));
    rerender(<NewsletterSignup />);
    expect(container.textContent).toBe('');
  });

  test('a visitor gives an e-mail; the phone field comes with text messages and is then required', async () => {
    givenAppShell();
    const { last, requests } = renderWithAccount(<NewsletterSignup />);
    expect(checkbox('By e-mail').checked).toBe(true);
    expect(within(section()).queryByLabelText(/Mobile phone number/)).toBeNull();
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(checkbox('By text message'));
    const phone = within(section()).getByLabelText('Mobile phone number') as HTMLInputElement;
    expect(phone.required).toBe(true);
    fireEvent.change(within(section()).getByRole('textbox', { name: 'E-mail' }), { target: { value: 'anna@example.com' } });
    await subscribe();
    expect(requests).toEqual([]);
    expect(document.activeElement).toBe(phone);

    fireEvent.change(phone, { target: { value: '0701234567' } });
    await subscribe();
    expect(last('/newslettersignup/subscribe').body).toEqual({
      acceptedEmail: true,
      acceptedSms: true,
      phoneNumber: '0701234567',
      email: 'anna@example.com',
    });
  });

  test('a member chooses e-mail and/or text; none chosen says so', async () => {
    givenAppShell({ currentUser: aMember() });
    const { last, requests } = renderWithAccount(<NewsletterSignup />);
    expect(within(section()).queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    expect(checkbox('By e-mail').checked).toBe(false);
    await subscribe();
    expect(requests).toEqual([]);
    expect(within(section()).getByText('Choose e-mail, text message or both.')).toBeTruthy();
    expect(document.activeElement).toBe(checkbox('By e-mail'));

    fireEvent.click(checkbox('By text message'));
    const phone = within(section()).getByLabelText('Mobile phone number (optional)') as HTMLInputElement;
    expect(phone.required).toBe(false);
    expect(within(section()).getByText('Needed only if we do not have your number yet.')).toBeTruthy();
    await subscribe();
    expect(last('/newslettersignup/subscribe').body).toEqual({ acceptedEmail: false, acceptedSms: true });
  });

  test('after a signup it thanks and asks for fresh app shell data 1 s later', async () => {
    givenAppShell({ currentUser: aMember() });
    const { last, bus } = renderWithAccount(<NewsletterSignup />);
    const reloads = eventsOf(bus, 'appshell:reload-request');
    fireEvent.click(checkbox('By e-mail'));
    await subscribe();
    jest.useFakeTimers();
    try {
      await act(async () => {
        last('/newslettersignup/subscribe').answer({ success: true });
        await Promise.resolve();
        await Promise.resolve();
        jest.advanceTimersByTime(750);
      });
      await act(async () => {
        await Promise.resolve();
      });
      expect(within(section()).getByText('Thank you! You are now subscribed.').getAttribute('role')).toBe('status');
      act(() => jest.advanceTimersByTime(999));
      expect(reloads).toEqual([]);
      act(() => jest.advanceTimersByTime(1));
      expect(reloads).toEqual([{ reason: 'newsletter-signup' }]);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a failure shows the message, or /Errors/Unknown, for 6 s', async () => {
    givenAppShell();
    const { last } = renderWithAccount(<NewsletterSignup />);
    fireEvent.change(within(section()).getByRole('textbox', { name: 'E-mail' }), { target: { value: 'anna@example.com' } });
    await subscribe();
    jest.useFakeTimers();
    try {
      await act(async () => {
        last('/newslettersignup/subscribe').answer({ success: false, message: 'This address is already subscribed.' });
        await Promise.resolve();
        await Promise.resolve();
      });
      expect(errorText()).toBe('This address is already subscribed.');
      act(() => jest.advanceTimersByTime(5999));
      expect(errorText()).toBe('This address is already subscribed.');
      act(() => jest.advanceTimersByTime(1));
      expect(errorText()).toBe('');
      act(() => jest.advanceTimersByTime(2000));
    } finally {
      jest.useRealTimers();
    }
    await subscribe();
    await act(async () => {
      last('/newslettersignup/subscribe').fail(anHttpError(500));
      await settle();
    });
    expect(errorText()).toBe('Something went wrong. Please try again.');
  });

  test('the button stays pending at least 750 ms', async () => {
    givenAppShell();
    const { last } = renderWithAccount(<NewsletterSignup />);
    fireEvent.change(within(section()).getByRole('textbox', { name: 'E-mail' }), { target: { value: 'anna@example.com' } });
    jest.useFakeTimers();
    try {
      fireEvent.click(subscribeButton());
      await act(async () => {
        last('/newslettersignup/subscribe').answer({ success: true });
        await Promise.resolve();
      });
      act(() => jest.advanceTimersByTime(700));
      expect(subscribeButton().getAttribute('data-state')).toBe('pending');
    } finally {
      jest.useRealTimers();
    }
  });
});
