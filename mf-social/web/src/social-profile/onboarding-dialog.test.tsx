import { act, fireEvent, screen, within } from '@testing-library/react';
import { givenMember } from '../testing/app-shell-data';
import { renderSections } from '../testing/render-sections';

const updatePath = '/api/my/social/profile/update';
const dialog = () => screen.getByRole('dialog', { name: 'Create your social profile' });
const displayName = () => within(dialog()).getByRole('textbox', { name: 'Display name' });
const alias = () => within(dialog()).getByRole('textbox', { name: /^Alias/ });
const create = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Create profile' }));

async function openOnboarding() {
  givenMember();
  const view = await renderSections();
  fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
  await act(async () => view.last('/api/my/social/profile').answer({ profile: null }));
  return view;
}

/** Fills the dialog, sends it and answers the command with `response` (its commandId filled in). */
async function refusedWith(view: Awaited<ReturnType<typeof openOnboarding>>, response: Record<string, unknown>) {
  fireEvent.change(displayName(), { target: { value: 'Me' } });
  fireEvent.change(alias(), { target: { value: 'me' } });
  create();
  const update = view.last(updatePath);
  const [command] = (update.body as { commands: { commandId: string }[] }).commands;
  await act(async () => update.answer({ commandResponses: [{ commandId: command!.commandId, ...response }] }));
}

describe('the onboarding dialog', () => {
  test('display name and alias are needed; an alias outside the pattern is refused in the browser', async () => {
    const { sentTo } = await openOnboarding();
    expect(alias().getAttribute('maxlength')).toBe('30');
    expect(within(dialog()).getByText('Letters, digits, hyphens (-), underscores (_) and dots (.); at most 30 characters.')).toBeTruthy();
    create();
    expect(within(dialog()).getAllByText('Fill this in.')).toHaveLength(2);
    expect(document.activeElement).toBe(displayName());
    fireEvent.change(displayName(), { target: { value: 'Me' } });
    fireEvent.change(alias(), { target: { value: 'me too!' } });
    create();
    expect(within(dialog()).getByText('An alias may only hold letters, digits, hyphens, underscores and dots.')).toBeTruthy();
    expect(alias().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(alias());
    expect(sentTo(updatePath)).toHaveLength(0);
  });

  test('an alias someone has is refused with its own message, at the alias and in the alert', async () => {
    const view = await openOnboarding();
    await refusedWith(view, { success: false, resultType: 'unavailableAlias' });
    expect(within(dialog()).getByRole('alert').textContent).toBe('This alias is taken. Choose another one.');
    expect(alias().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(alias());
  });

  test('the server’s invalidAlias has the invalid alias message', async () => {
    const view = await openOnboarding();
    await refusedWith(view, { success: false, resultType: 'invalidAlias' });
    expect(within(dialog()).getByRole('alert').textContent).toBe('An alias may only hold letters, digits, hyphens, underscores and dots.');
  });

  test('any other refusal, an answer without the command and a failed call are the unknown error', async () => {
    const view = await openOnboarding();
    await refusedWith(view, { success: false, resultType: 'noProfile' });
    expect(within(dialog()).getByRole('alert').textContent).toBe('Something went wrong. Please try again.');

    create();
    await act(async () => view.last(updatePath).answer({ commandResponses: [{ commandId: 'another', success: true }] }));
    expect(within(dialog()).getByRole('alert').textContent).toBe('Something went wrong. Please try again.');

    create();
    await act(async () => view.last(updatePath).fail(500));
    expect(within(dialog()).getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(alias().getAttribute('aria-invalid')).toBeNull();
  });

  test('closing it writes nothing', async () => {
    await openOnboarding();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('textbox', { name: 'Your question about Velvet Lipstick' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask a question' })).toBeTruthy();
  });
});
