import { isStorableText, singleLineText, textRuleMessages } from './text-rules';

test('storable text has no NUL and no unpaired surrogate', () => {
  expect(isStorableText('Zoë 😀')).toBe(true);
  expect(isStorableText('a\u0000b')).toBe(false);
  expect(isStorableText('😀'.slice(0, 1))).toBe(false);
  expect(isStorableText('😀'.slice(1))).toBe(false);
});

test('a single line of text is trimmed and refuses every control character', () => {
  const name = singleLineText(20);
  expect(name.parse('  Zoë Öberg-Ångström ')).toBe('Zoë Öberg-Ångström');
  for (const bad of ['Anna\nBerg', 'Anna\tBerg', 'Anna\u0007', 'Anna\u0085', 'Anna\u007f']) {
    const result = name.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(textRuleMessages.controlCharacter);
  }
  expect(name.safeParse('x'.repeat(21)).success).toBe(false);
});
