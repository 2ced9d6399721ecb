import { hashtagsIn, maxHashtagsPerPost } from './hashtags-in';

test('a hashtag is # and letters, digits or _ after a space, punctuation or the start, lowercase, each once', () => {
  expect(hashtagsIn('#Longwear all day! Great for (#summer) and #SPF50, #longwear again.')).toEqual(['longwear', 'summer', 'spf50']);
  expect(hashtagsIn('Title #Glow', 'Text #glow #läppstift #ÖGONSKUGGA #no_makeup')).toEqual(['glow', 'läppstift', 'ögonskugga', 'no_makeup']);
});

test('what only looks like one is none: no letter, inside a word, an HTML entity, a link’s anchor, a lone #', () => {
  expect(hashtagsIn('#50 a#b &#39; https://example.com/page#top ## # x')).toEqual([]);
  expect(hashtagsIn(`#${'a'.repeat(51)} #${'b'.repeat(50)}`)).toEqual(['b'.repeat(50)]);
});

test('decomposed and composed letters make one hashtag', () => {
  expect(hashtagsIn('#cre\u0300me #crème')).toEqual(['crème']);
});

test('a post is found under ten hashtags at most', () => {
  const many = Array.from({ length: 15 }, (_, n) => `#tag${String.fromCharCode(97 + n)}`).join(' ');
  expect(hashtagsIn(many)).toHaveLength(maxHashtagsPerPost);
});
