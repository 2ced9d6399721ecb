import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus, type EventMap, http } from '@storefront/platform';
import { givenAppShell, givenVisitor } from '../testing/member-fixtures';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/environment';
import MonitorButton from './monitor-button';

interface Sent {
  method: string;
  url: string;
}

/** The platform client's fetch, answering each call with the next answer (a status and a body). */
function givenServer(answers: Record<string, { status?: number; body: unknown }[]>) {
  const sent: Sent[] = [];
  http.configure({
    fetch: async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      sent.push({ method, url });
      const answer = answers[`${method} ${url}`]?.shift() ?? { status: 404, body: { error: { code: 'not_found' } } };
      // jsdom has no Response: the part of it the platform client reads.
      const headers = new Map([['content-type', 'application/json']]);
      return {
        status: answer.status ?? 200,
        headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null, has: (name: string) => headers.has(name.toLowerCase()) },
        text: async () => JSON.stringify(answer.body),
      } as unknown as Response;
    },
  });
  return sent;
}

const toggle = () => screen.getByRole('button', { name: 'Tell me when it is back' });
const path = '/api/my/monitored-products/100001';

describe('MonitorButton (slot product:monitor)', () => {
  test('shows whether the member already monitors the product', async () => {
    givenAppShell();
    const sent = givenServer({ [`GET ${path}`]: [{ body: { monitored: true } }] });
    render(<MonitorButton code="100001" />);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('true'));
    expect(sent).toEqual([{ method: 'GET', url: path }]);
  });

  test('"tell me when it is back" starts monitoring, and a second press stops it', async () => {
    givenAppShell();
    const sent = givenServer({
      [`GET ${path}`]: [{ body: { monitored: false } }],
      [`POST ${path}/monitor`]: [{ body: { monitored: true } }],
      [`POST ${path}/stop-monitoring`]: [{ body: { monitored: false } }],
    });
    render(<MonitorButton code="100001" />);
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(settle);
    fireEvent.click(toggle());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('We will send you a notification when the product is back in stock.'));
    expect(toggle().getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(toggle());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You will not be notified about this product.'));
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET ${path}`,
      `POST ${path}/monitor`,
      `POST ${path}/stop-monitoring`,
    ]);
  });

  test('a refused request leaves the state and says something went wrong', async () => {
    givenAppShell();
    givenServer({
      [`GET ${path}`]: [{ body: { monitored: false } }],
      [`POST ${path}/monitor`]: [{ status: 500, body: { error: { code: 'internal' } } }],
    });
    render(<MonitorButton code="100001" />);
    await act(settle);
    fireEvent.click(toggle());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Something went wrong. Please try again.'));
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
  });

  test('logged out: asks for a login and sends nothing', async () => {
    givenVisitor();
    const sent = givenServer({});
    window.history.replaceState(null, '', '/p/velvet-lipstick/100001');
    const loginRequests: EventMap['account:login-required'][] = [];
    const subscription = bus.on('account:login-required').subscribe(({ payload }) => loginRequests.push(payload));
    render(<MonitorButton code="100001" />);
    fireEvent.click(toggle());
    await act(settle);
    subscription.unsubscribe();
    expect(loginRequests).toEqual([{ returnUrl: '/p/velvet-lipstick/100001', message: 'Log in to hear when the product is back.' }]);
    expect(sent).toEqual([]);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
  });

  test('is hidden on store devices', () => {
    givenAppShell({ isStoreDevice: true });
    givenServer({});
    const { container } = render(<MonitorButton code="100001" />);
    expect(container.innerHTML).toBe('');
  });

  test('has no axe violations', async () => {
    givenAppShell();
    givenServer({ [`GET ${path}`]: [{ body: { monitored: true } }] });
    render(
      <main>
        <MonitorButton code="100001" />
      </main>,
    );
    await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('true'));
    expect(await axeViolations()).toEqual([]);
  });
});
