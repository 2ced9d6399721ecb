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
