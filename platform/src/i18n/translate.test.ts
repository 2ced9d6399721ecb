import { translate } from './translate';

const phrases = { '/Fatal/Text': 'Mail {email} or {email}. Code {code}.', '/Common/Ok': 'Ok', '/Empty': '' };

test('returns the phrase and fills {name} placeholders', () => {
  expect(translate(phrases, '/Common/Ok')).toBe('Ok');
  expect(translate(phrases, '/Fatal/Text', { email: 'a@b.se', code: 7 })).toBe('Mail a@b.se or a@b.se. Code 7.');
});

test('leaves unknown placeholders as they are', () => {
  expect(translate(phrases, '/Fatal/Text', { email: 'x' })).toBe('Mail x or x. Code {code}.');
});

test('returns the key itself when the phrase is missing or empty', () => {
  expect(translate(phrases, '/Nope')).toBe('/Nope');
  expect(translate(phrases, '/Empty')).toBe('/Empty');
  expect(translate(null, '/Common/Ok')).toBe('/Common/Ok');
});
