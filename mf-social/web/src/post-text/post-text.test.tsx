import { render, within } from '@testing-library/react';
import { PostText } from './post-text';

const linksIn = (text: string, hashtags: string[]) => {
  const { container } = render(<p>{<PostText text={text} hashtags={hashtags} />}</p>);
  return { text: container.textContent, links: within(container).queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]) };
};

test('each hashtag the server found is a link to its page, in the case it was written; the text stays as it was', () => {
  expect(linksIn('Stays on #LongWear, great for #summer. #other', ['longwear', 'summer'])).toEqual({
    text: 'Stays on #LongWear, great for #summer. #other',
    links: [
      ['#LongWear', '/social/hashtag/longwear'],
      ['#summer', '/social/hashtag/summer'],
    ],
  });
});

test('what only looks like one is left: inside a word, an entity, a longer tag, markup as text', () => {
  expect(linksIn('a#glow &#glow #glowing <b>#glow</b>', ['glow'])).toEqual({
    text: 'a#glow &#glow #glowing <b>#glow</b>',
    links: [['#glow', '/social/hashtag/glow']],
  });
});

test('letters beyond ASCII, and a hashtag with characters a pattern would read as its own', () => {
  expect(linksIn('#ÖGONSKUGGA och #c++', ['ögonskugga'])).toEqual({ text: '#ÖGONSKUGGA och #c++', links: [['#ÖGONSKUGGA', '/social/hashtag/%C3%B6gonskugga']] });
  expect(linksIn('no tags here', [])).toEqual({ text: 'no tags here', links: [] });
});

describe('mentions', () => {
  const withMentions = (text: string, mentions: string[], hashtags: string[] = []) => {
    const { container } = render(<p>{<PostText text={text} hashtags={hashtags} mentions={mentions} />}</p>);
    return { text: container.textContent, links: within(container).queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]) };
  };

  test('each profile the server found is a link to it, in the case written, beside hashtags; a sentence’s full stop is not the alias’s', () => {
    expect(withMentions('Thanks @Anna.B and @cleo. Try #glow!', ['anna.b', 'cleo'], ['glow'])).toEqual({
      text: 'Thanks @Anna.B and @cleo. Try #glow!',
      links: [
        ['@Anna.B', '/social/profile/anna.b'],
        ['@cleo', '/social/profile/cleo'],
        ['#glow', '/social/hashtag/glow'],
      ],
    });
  });

  test('what only looks like one is left: an e-mail address, a longer alias, one the server did not find', () => {
    expect(withMentions('mail anna@cleo.se, @cleopatra, @cleo.b, @other', ['cleo']).links).toEqual([]);
  });
});
