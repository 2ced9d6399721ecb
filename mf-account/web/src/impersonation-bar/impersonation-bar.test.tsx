import { act, fireEvent, screen } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { aMember, givenAppShell, renderWithAccount, settle } from '../testing/environment';
import ImpersonationBar from './impersonation-bar';

describe('ImpersonationBar', () => {
  test('shows nothing unless an administrator acts as a customer', () => {
    givenAppShell({ currentUser: aMember() });
    const { container } = renderWithAccount(<ImpersonationBar />);
    expect(container.textContent).toBe('');
  });

  test('names the customer and stops the impersonation with the stop-impersonation logout', async () => {
    givenAppShell({ currentUser: aMember({ email: 'kund@example.com', isImpersonating: true, impersonatorEmail: 'admin@example.com' }) });
    const { last, visited } = renderWithAccount(<ImpersonationBar />);
    const bar = screen.getByRole('region', { name: 'Acting as kund@example.com' });
    expect(bar).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Stop acting as customer' }));
    await act(async () => {
      last('/dologout/stopimpersonation').answer({ success: true, redirectUrl: '/' });
      await settle();
    });
    expect(visited).toEqual(['/']);
  });

  test('the customer e-mail is text, never markup', () => {
    givenAppShell({ currentUser: aMember({ email: '<img src=x onerror=alert(1)>@example.com', isImpersonating: true }) });
    renderWithAccount(<ImpersonationBar />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Acting as <img src=x onerror=alert(1)>@example.com')).toBeTruthy();
  });
});
