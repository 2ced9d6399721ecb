import { act, fireEvent, screen, within } from '@testing-library/react';
import { TextPostForm } from '../questions/text-post-form';
import { givenMember } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { anAuthor } from '../testing/fixtures';
import { renderWithSocial } from '../testing/render-with-social';
import { mentionAtCaret } from './mention-suggestions';

const pause = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 350)));

test('mentionAtCaret: what is typed after a "@" that starts a word, up to the caret', () => {
  expect(mentionAtCaret('Ask @an', 7)).toEqual({ typed: 'an', at: 4 });
  expect(mentionAtCaret('(@cleo.b', 8)).toEqual({ typed: 'cleo.b', at: 1 });
  expect(mentionAtCaret('mail anna@ex', 12)).toBeNull();
  expect(mentionAtCaret('Ask @an and more', 16)).toBeNull();
  expect(mentionAtCaret('@', 1)).toBeNull();
});

test('a "@" being typed offers the profiles it may mean; choosing one writes it and the keyboard goes on after it', async () => {
  givenMember();
  const { last } = renderWithSocial(
    <main>
      <TextPostForm label="Your comment" submitLabel="Comment" limits={{ min: 2, max: 1_000 }} send={async () => undefined} onCancel={() => undefined} />
    </main>,
  );
  const text = screen.getByRole('textbox', { name: /^Your comment/ }) as HTMLTextAreaElement;
  fireEvent.change(text, { target: { value: 'Ask @an' } });
  await pause();
  await act(async () =>
    last('/api/social/profiles/mention-search?q=an').answer({
      profiles: [anAuthor({ alias: 'anna.b', displayName: 'Anna B' }), anAuthor({ profileId: 'p-2', alias: 'annika', displayName: 'Annika' })],
    }),
  );
  const offered = screen.getByRole('list', { name: 'Profiles to mention' });
  expect(within(offered).getAllByRole('button').map((button) => button.textContent)).toEqual(['@anna.b Anna B', '@annika Annika']);
  expect(screen.getByText('Profiles to mention: 2')).toBeTruthy();
  expect(await axeViolations()).toEqual([]);
  fireEvent.click(within(offered).getByRole('button', { name: '@annika Annika' }));
  expect(text.value).toBe('Ask @annika ');
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  expect(document.activeElement).toBe(text);
  expect(text.selectionStart).toBe('Ask @annika '.length);
  expect(screen.queryByRole('list', { name: 'Profiles to mention' })).toBeNull();
});
