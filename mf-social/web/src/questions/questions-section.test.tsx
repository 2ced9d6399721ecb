import { act, fireEvent, screen, within } from '@testing-library/react';
import { givenMember, givenVisitor } from '../testing/app-shell-data';
import { settle } from '../testing/fake-http';
import { aPage, aProfile, aQuestion, anAnswer, anEditedPost, productCode, sectionsPath, someSections } from '../testing/fixtures';
import { renderSections } from '../testing/render-sections';

const section = () => screen.getByRole('region', { name: 'Questions & answers' });
const questions = () => within(section()).getAllByRole('article');

/** A member with a social profile: the first write asks for it. */
async function asMember(sections = someSections()) {
  givenMember();
  const view = await renderSections(sections);
  return {
    ...view,
    /** Answers the profile call the first write makes. */
    withProfile: () => act(async () => view.last('/api/my/social/profile').answer({ profile: aProfile() })),
  };
}

describe('questions and answers', () => {
  beforeEach(() => givenVisitor());

  test('lists the questions, each with its answers, as text', async () => {
    await renderSections(
      someSections({
        questions: aPage([
          aQuestion({ text: 'Is it <b>vegan</b>?', answerCount: 1, answers: [anAnswer({ text: 'Yes <script>x</script>' })] }),
          aQuestion({ postId: 'question-2', text: 'Does it smell?' }),
        ]),
      }),
    );
    expect(within(section()).getByText('Questions: 2')).toBeTruthy();
    const [first, second] = questions();
    expect(within(first!).getByRole('heading', { level: 3 }).textContent).toBe('Is it <b>vegan</b>?');
    expect(within(first!).getByText('Answers: 1')).toBeTruthy();
    expect(within(first!).getByText('Yes <script>x</script>')).toBeTruthy();
    expect(within(first!).getByText('Cleo')).toBeTruthy();
    expect(first!.querySelector('b, script')).toBeNull();
    expect(within(second!).getByText('No answers yet.')).toBeTruthy();
  });

  test('without questions it says so', async () => {
    await renderSections(someSections({ questions: aPage([]) }));
    expect(within(section()).getByText('No questions yet.')).toBeTruthy();
  });

  test('"Show more answers" asks the comments call and focus goes to the first new answer', async () => {
    const { last } = await renderSections(
      someSections({ questions: aPage([aQuestion({ answerCount: 2, answers: [anAnswer()], answersNextFrom: 'a-cursor' })]) }),
    );
    fireEvent.click(within(section()).getByRole('button', { name: 'Show more answers' }));
    await act(async () => last('/api/social/posts/question-1/comments?from=a-cursor&count=10').answer(aPage([anAnswer({ commentId: 'answer-2', text: 'Also cruelty free.' })])));
    await act(settle);
    expect(document.activeElement).toBe(within(section()).getByText('Also cruelty free.').closest('li'));
    expect(within(section()).queryByRole('button', { name: 'Show more answers' })).toBeNull();
  });

  test('"Show more questions" goes on from nextFrom', async () => {
    const { last } = await renderSections(someSections({ questions: aPage([aQuestion()], { nextFrom: 'q-cursor', totalCount: 2 }) }));
    fireEvent.click(within(section()).getByRole('button', { name: 'Show more questions' }));
    await act(async () =>
      last(`${sectionsPath}/questions-and-reviews?type=question&from=q-cursor&count=10`).answer(aPage([aQuestion({ postId: 'question-2', text: 'Second?' })], { totalCount: 2 })),
    );
    await act(settle);
    expect(questions()).toHaveLength(2);
    expect(document.activeElement).toBe(questions()[1]);
  });

  test('a visitor asking or answering is asked to log in', async () => {
    const { recorded } = await renderSections();
    const logins = recorded('account:login-required');
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    fireEvent.click(within(questions()[0]!).getByRole('button', { name: 'Answer' }));
    expect(logins).toEqual([
      { returnUrl: '/', message: 'Log in to ask or answer a question.' },
      { returnUrl: '/', message: 'Log in to ask or answer a question.' },
    ]);
  });

  test('asking: at least 10 characters; the question comes first and focus goes to it', async () => {
    const { last, withProfile } = await asMember();
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await withProfile();
    const text = within(section()).getByRole('textbox', { name: 'Your question about Velvet Lipstick' });
    expect(document.activeElement).toBe(text);
    fireEvent.change(text, { target: { value: 'Vegan?' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Post question' }));
    expect(within(section()).getByText('Write at least 10 characters.')).toBeTruthy();
    fireEvent.change(text, { target: { value: '  Does it leave a stain?  ' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Post question' }));
    const create = last('/api/social/posts/create');
    expect(create.body).toEqual({ $type: 'question', productCode, text: 'Does it leave a stain?' });
    await act(async () => create.answer({ question: aQuestion({ postId: 'mine', text: 'Does it leave a stain?' }) }));
    await act(settle);
    expect(questions()[0]!.textContent).toContain('Does it leave a stain?');
    expect(document.activeElement).toBe(questions()[0]);
    expect(screen.getByText('Your question is published.')).toBeTruthy();
    expect(within(section()).getByText('Questions: 2')).toBeTruthy();
  });

  test('answering: the answer comes last under its question, and focus goes to it', async () => {
    const { last, withProfile } = await asMember();
    const answerButton = within(questions()[0]!).getByRole('button', { name: 'Answer' });
    expect(answerButton.getAttribute('aria-describedby')).toBe(within(questions()[0]!).getByRole('heading').id);
    fireEvent.click(answerButton);
    await withProfile();
    fireEvent.change(within(section()).getByRole('textbox', { name: 'Your answer' }), { target: { value: 'Yes, it is vegan.' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Post answer' }));
    const create = last('/api/social/posts/question-1/comments/create');
    expect(create.body).toEqual({ text: 'Yes, it is vegan.' });
    await act(async () => create.answer({ comment: anAnswer({ commentId: 'mine', text: 'Yes, it is vegan.' }) }));
    await act(settle);
    expect(document.activeElement).toBe(within(section()).getByText('Yes, it is vegan.').closest('li'));
    expect(within(questions()[0]!).getByText('Answers: 1')).toBeTruthy();
    expect(screen.getByText('Your answer is published.')).toBeTruthy();
  });

  test('a refused answer shows why beside the form', async () => {
    const { last, withProfile } = await asMember();
    fireEvent.click(within(questions()[0]!).getByRole('button', { name: 'Answer' }));
    await withProfile();
    fireEvent.change(within(section()).getByRole('textbox', { name: 'Your answer' }), { target: { value: 'Yes.' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Post answer' }));
    await act(async () => last('/api/social/posts/question-1/comments/create').fail(409, { error: { code: 'social_profile_required', message: 'x' } }));
    expect(within(section()).getAllByRole('alert').map((alert) => alert.textContent)).toContain('Create your social profile first.');
  });

  test('the member’s own answer offers Edit and Delete: the new words in place, then gone and counted one fewer; others’ offer neither', async () => {
    const mine = anAnswer({ commentId: 'a-mine', author: { ...anAnswer().author, profileId: 'profile-me' }, text: 'Yes, it is.' });
    const theirs = anAnswer({ commentId: 'a-theirs', text: 'No idea.' });
    const { last, withProfile } = await asMember(someSections({ questions: aPage([aQuestion({ answerCount: 2, answers: [mine, theirs] })]) }));
    await withProfile();
    const [own, other] = within(questions()[0]!).getAllByRole('listitem');
    expect(within(other!).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(own!).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(own!).getByRole('textbox', { name: /^Edit your comment/ }), { target: { value: 'Yes, it is vegan.' } });
    fireEvent.submit(own!.querySelector('form')!);
    const update = last('/api/social/posts/question-1/comments/a-mine/update');
    expect(update.body).toEqual({ text: 'Yes, it is vegan.' });
    await act(async () => update.answer({ comment: { ...mine, text: 'Yes, it is vegan.', editedAt: new Date().toISOString() }, isHeldForModeration: false }));
    await act(settle);
    expect(within(own!).getByText('Yes, it is vegan.')).toBeTruthy();
    expect(within(own!).getByText('(edited)')).toBeTruthy();
    expect(screen.getByText('The comment is changed.')).toBeTruthy();

    fireEvent.click(within(own!).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(own!).getByRole('button', { name: 'Yes, delete' }));
    await act(async () => last('/api/social/posts/question-1/comments/a-mine/delete').answer({ deleted: true }));
    await act(settle);
    expect(within(questions()[0]!).getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent)).toEqual(['No idea.']);
    expect(within(questions()[0]!).getByText('Answers: 1')).toBeTruthy();
    expect(screen.getByText('The comment is deleted.')).toBeTruthy();
    expect(document.activeElement).toBe(within(questions()[0]!).getByRole('button', { name: 'Answer' }));
  });
  test('the member’s own question offers Edit: its words in a form in place, saved with "(edited)" and the keyboard on it; others’ do not', async () => {
    const mine = aQuestion({ postId: 'mine', text: 'Is it vegan at all?', isOwn: true });
    const { last } = await asMember(someSections({ questions: aPage([mine, aQuestion({ postId: 'question-2' })]) }));
    const [own, other] = questions();
    expect(within(other!).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(own!).queryByRole('button', { name: /^Report/ })).toBeNull();
    fireEvent.click(within(own!).getByRole('button', { name: 'Edit' }));
    const text = within(own!).getByRole('textbox', { name: 'Edit the text' }) as HTMLTextAreaElement;
    expect(text.value).toBe('Is it vegan at all?');
    fireEvent.change(text, { target: { value: 'Is it vegan and cruelty free?' } });
    fireEvent.click(within(own!).getByRole('button', { name: 'Save the change' }));
    const update = last('/api/social/posts/mine/update');
    expect(update.body).toEqual({ $type: 'question', text: 'Is it vegan and cruelty free?' });
    await act(async () => update.answer({ post: anEditedPost({ postId: 'mine', text: 'Is it vegan and cruelty free?' }), isHeldForModeration: false }));
    await act(settle);
    const [changed] = questions();
    expect(within(changed!).getByRole('heading', { level: 3 }).textContent).toBe('Is it vegan and cruelty free?');
    expect(within(changed!).getByText('(edited)')).toBeTruthy();
    expect(document.activeElement).toBe(changed);
    expect(within(section()).getByText('The post is changed.')).toBeTruthy();
  });

  test('an own question changed into words a moderator reads first leaves the list and is counted one fewer', async () => {
    const mine = aQuestion({ postId: 'mine', text: 'Is it vegan at all?', isOwn: true });
    const { last } = await asMember(someSections({ questions: aPage([mine, aQuestion({ postId: 'question-2' })]) }));
    fireEvent.click(within(questions()[0]!).getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(questions()[0]!).getByRole('button', { name: 'Save the change' }));
    await act(async () => last('/api/social/posts/mine/update').answer({ post: anEditedPost({ postId: 'mine', text: 'Is it vegan at all?' }), isHeldForModeration: true }));
    await act(settle);
    expect(questions()).toHaveLength(1);
    expect(within(section()).getByText('Questions: 1')).toBeTruthy();
    expect(within(section()).getByText('Your change shows once a moderator has seen it.')).toBeTruthy();
  });
  test('an answer takes likes: its count, and the member’s like sent for it', async () => {
    const { last } = await asMember(someSections({ questions: aPage([aQuestion({ answerCount: 1, answers: [anAnswer({ likeCount: 2, liked: true })] })]) }));
    const answer = within(questions()[0]!).getAllByRole('listitem')[0]!;
    const like = within(answer).getByRole('button', { name: 'Like' });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(within(answer).getByText('Liked by 2')).toBeTruthy();
    fireEvent.click(like);
    await act(async () => last('/api/social/posts/question-1/comments/answer-1/reactions/remove').answer({ likeCount: 1, liked: false }));
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(within(answer).getByText('Liked by 1')).toBeTruthy();
  });
});
