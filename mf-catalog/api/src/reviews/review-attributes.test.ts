import { generateCategories } from '../demo-data/generate-categories';
import { reviewAttributesOf } from './review-attributes';

const { categories } = generateCategories();
const codesBelow = (root: string) => categories.map((category) => category.code).filter((code) => code === root || code.startsWith(`${root}/`));

test('face makeup asks for skin tone and type, at every level of its subtree', () => {
  const face = codesBelow('makeup/face');
  expect(face).toEqual(expect.arrayContaining(['makeup/face', 'makeup/face/foundation', 'makeup/face/concealer', 'makeup/face/powder', 'makeup/face/blush', 'makeup/face/bronzer']));
  for (const code of face) expect([code, reviewAttributesOf(code)]).toEqual([code, ['skinTone', 'skinType']]);
});

test('skincare asks for skin type only, at every level of its subtree', () => {
  const skincare = codesBelow('skincare');
  expect(skincare).toEqual(expect.arrayContaining(['skincare', 'skincare/serums/retinol-serum', 'skincare/moisturisers/tinted-moisturiser']));
  for (const code of skincare) expect([code, reviewAttributesOf(code)]).toEqual([code, ['skinType']]);
});

test('every other category asks for nothing more, makeup outside the face included', () => {
  const others = categories.map((category) => category.code).filter((code) => !codesBelow('makeup/face').includes(code) && !codesBelow('skincare').includes(code));
  expect(others).toEqual(expect.arrayContaining(['makeup', 'makeup/eyes/mascara', 'makeup/lips/lipstick', 'fragrance/women/perfume', 'hair/shampoo']));
  for (const code of others) expect([code, reviewAttributesOf(code)]).toEqual([code, []]);
});

test('a code that only starts like a subtree is not in it', () => {
  expect(reviewAttributesOf('makeup/face-and-body')).toEqual([]);
  expect(reviewAttributesOf('skincare-tools/rollers')).toEqual([]);
});
