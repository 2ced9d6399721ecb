import { productCodeList } from './code-list';

test('comma-separated product codes become the distinct codes', () => {
  expect(productCodeList(3).parse('100001, 100002,100001')).toEqual(['100001', '100002']);
});

test.each(['', '12345', '100001,abcdef', '100001,100002,100003,100004'])('%j is refused', (codes) => {
  expect(productCodeList(3).safeParse(codes).success).toBe(false);
});
