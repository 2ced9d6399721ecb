import { fireEvent, screen, within } from '@testing-library/react';
import type { ReturnInfo, ReturnOrReclaimPageViewModel } from '../../../contract/returns';
import { anOrder, anOrderLine, aPageBase } from '../testing/my-pages-fixtures';
import { fakePosts, givenMember, renderPage, settle } from '../testing/my-pages';
import { axeViolations } from '../testing/axe';
import ReturnOrReclaimPage from './return-or-reclaim-page';

const reasons = [
  { id: 'wrong-colour', text: 'Wrong colour' },
  { id: 'damaged', text: 'Arrived damaged' },
];

const aReturnPage = (info: Partial<ReturnInfo> = {}): ReturnOrReclaimPageViewModel => ({
  ...aPageBase('ReturnOrReclaimPageViewModel', '/my-pages/orders/B1000042/return?kind=return'),
  info: {
    kind: 'return',
    order: anOrder({ lines: [anOrderLine(), anOrderLine({ code: '200002', name: 'Hydra Cream', brandName: 'Aqua', returnableQuantity: 1 }), anOrderLine({ code: '300003', name: 'Night Serum', returnableQuantity: 0 })] }),
    reasons,
    isOpen: true,
    ...info,
  },
});

const product = (name: string) => screen.getByRole('group', { name });
const quantity = (name: string) => within(product(name)).getByLabelText('Quantity') as HTMLInputElement;
const reason = (name: string) => within(product(name)).getByLabelText('Reason') as HTMLSelectElement;
const comment = () => screen.getByLabelText('Comment (optional)') as HTMLTextAreaElement;
const send = (label = 'Send return request') => fireEvent.click(screen.getByRole('button', { name: label }));

describe('ReturnOrReclaimPage', () => {
  beforeEach(() => givenMember());
  afterEach(() => jest.restoreAllMocks());

  test('asks per returnable product for a quantity and a reason, and passes axe', async () => {
    renderPage(<ReturnOrReclaimPage page={aReturnPage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Return products');
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Lumière Velvet Lipstick Ruby',
      'Aqua Hydra Cream',
    ]);
    const lipstick = quantity('Lumière Velvet Lipstick Ruby');
    expect([lipstick.type, lipstick.value, lipstick.min, lipstick.max]).toEqual(['number', '0', '0', '2']);
    expect(within(product('Lumière Velvet Lipstick Ruby')).getByText('You can send back up to 2.')).toBeTruthy();
    expect(within(reason('Aqua Hydra Cream')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a reason',
      'Wrong colour',
      'Arrived damaged',
    ]);
    expect(comment().maxLength).toBe(1000);
    expect(screen.getByText('0 of 1000 characters')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  test('sending nothing is refused: at least one product must be chosen', async () => {
    const sent = fakePosts();
    renderPage(<ReturnOrReclaimPage page={aReturnPage()} />);
    send();
    await settle();
    expect(sent).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one product by giving it a quantity.');
    expect(document.activeElement).toBe(quantity('Lumière Velvet Lipstick Ruby'));
  });

  test('a chosen product needs a reason, and a quantity within what is returnable', async () => {
    const sent = fakePosts();
    renderPage(<ReturnOrReclaimPage page={aReturnPage()} />);
    fireEvent.change(quantity('Lumière Velvet Lipstick Ruby'), { target: { value: '1' } });
    fireEvent.change(quantity('Aqua Hydra Cream'), { target: { value: '2' } });
    send();
    await settle();
    expect(sent).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Please check the marked fields.');
    expect(reason('Lumière Velvet Lipstick Ruby').getAttribute('aria-invalid')).toBe('true');
    expect(within(product('Lumière Velvet Lipstick Ruby')).getByText('Choose a reason.')).toBeTruthy();
    expect(within(product('Aqua Hydra Cream')).getByText('Choose a quantity from 0 to 1.')).toBeTruthy();
    expect(document.activeElement).toBe(reason('Lumière Velvet Lipstick Ruby'));
  });

  test('counts the comment\'s characters', () => {
    renderPage(<ReturnOrReclaimPage page={aReturnPage()} />);
    fireEvent.change(comment(), { target: { value: 'Too dark for me' } });
    expect(screen.getByText('15 of 1000 characters')).toBeTruthy();
    expect(comment().getAttribute('aria-describedby')).toBe(screen.getByText('15 of 1000 characters').id);
  });

  test('sends the chosen lines and the comment as a return, then shows the summary with the server\'s message', async () => {
    const sent = fakePosts();
    renderPage(<ReturnOrReclaimPage page={aReturnPage()} />);
    fireEvent.change(quantity('Lumière Velvet Lipstick Ruby'), { target: { value: '2' } });
    fireEvent.change(reason('Lumière Velvet Lipstick Ruby'), { target: { value: 'wrong-colour' } });
    fireEvent.change(comment(), { target: { value: '<img src=x onerror=alert(1)> too dark' } });
    send();
    expect(sent.map(({ url, body }) => [url, body])).toEqual([
      ['/api/my/orders/B1000042/return', { lines: [{ code: '100001', quantity: 2, reasonId: 'wrong-colour' }], comment: '<img src=x onerror=alert(1)> too dark' }],
    ]);
    sent[0]!.answer({
      success: true,
      message: 'Print the return slip we have e-mailed you.',
      request: {
        id: 'r-9',
        kind: 'return',
        createdAt: '2025-03-21T10:00:00Z',
        lines: [{ code: '100001', quantity: 2, reasonId: 'wrong-colour' }],
        comment: '<img src=x onerror=alert(1)> too dark',
        status: 'received',
      },
    });
    await settle();
    const summary = screen.getByRole('region', { name: 'We have received your return request' });
    expect(document.activeElement).toBe(within(summary).getByRole('heading'));
    expect(within(summary).getByText('Print the return slip we have e-mailed you.')).toBeTruthy();
    expect(within(summary).getByText('Velvet Lipstick Ruby: 2, Wrong colour')).toBeTruthy();
    expect(within(summary).getByText('<img src=x onerror=alert(1)> too dark')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(within(summary).getByText('March 21, 2025')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send return request' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  test('a complaint goes to /file-complaint', async () => {
    const sent = fakePosts();
    renderPage(<ReturnOrReclaimPage page={aReturnPage({ kind: 'complaint' })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('File a complaint');
    fireEvent.change(quantity('Aqua Hydra Cream'), { target: { value: '1' } });
    fireEvent.change(reason('Aqua Hydra Cream'), { target: { value: 'damaged' } });
    send('Send complaint');
    expect(sent.map(({ url, body }) => [url, body])).toEqual([
      ['/api/my/orders/B1000042/file-complaint', { lines: [{ code: '200002', quantity: 1, reasonId: 'damaged' }] }],
    ]);
    sent[0]!.answer({ success: true });
    await settle();
    expect(screen.getByRole('region', { name: 'We have received your complaint' })).toBeTruthy();
    expect(screen.getByText('Hydra Cream: 1, Arrived damaged')).toBeTruthy();
  });

  test('the server\'s refusal is shown and the form stays as filled in', async () => {
    const sent = fakePosts();
    renderPage(<ReturnOrReclaimPage page={aReturnPage()} />);
    fireEvent.change(quantity('Aqua Hydra Cream'), { target: { value: '1' } });
    fireEvent.change(reason('Aqua Hydra Cream'), { target: { value: 'damaged' } });
    send();
    sent[0]!.answer({ success: false, message: 'This product has already been returned.' });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('This product has already been returned.');
    expect(quantity('Aqua Hydra Cream').value).toBe('1');

    send();
    sent[1]!.refuse(409, { code: 'return_window_closed', message: 'The 30 days for returns have passed.' });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('The 30 days for returns have passed.');
  });

  test('when the window is closed only the closed message shows', () => {
    renderPage(<ReturnOrReclaimPage page={aReturnPage({ isOpen: false, closedMessage: 'Returns are open for 30 days after delivery.' })} />);
    expect(screen.getByText('Returns are open for 30 days after delivery.')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send return request' })).toBeNull();
    expect(screen.queryByText(/Choose the products/)).toBeNull();
  });
});
