import { imageFormats, imageMimeTypes, imageSizes, imageSrcSet, imageUrl, lazyLoadMarginPx, srcSetSizesFor } from './image-url';

test('the named widths and the lazy-load margin', () => {
  expect(imageSizes).toEqual({
    look: 30,
    thumb: 60,
    bigThumb: 75,
    mini: 120,
    tiny: 320,
    small: 640,
    medium: 960,
    large: 1280,
    huge: 2880,
  });
  expect(lazyLoadMarginPx).toBe(200);
});

test('imageUrl adds width, quality 75 and format', () => {
  expect(imageUrl('/images/p/123.jpg', 'small', 'webp')).toBe('/images/p/123.jpg?w=640&q=75&fmt=webp');
  expect(imageUrl('/images/p/123.jpg', 'look')).toBe('/images/p/123.jpg?w=30&q=75&fmt=jpg');
  expect(imageUrl('/images/p/123.jpg?v=2', 'thumb', 'jpg')).toBe('/images/p/123.jpg?v=2&w=60&q=75&fmt=jpg');
  expect(imageUrl('/images/banners/hero-offers', 'large', 'avif')).toBe('/images/banners/hero-offers?w=1280&q=75&fmt=avif');
});

test('the endpoint encodes AVIF, WebP and JPEG, each with its MIME type', () => {
  expect(imageFormats).toEqual(['avif', 'webp', 'jpg']);
  expect(imageMimeTypes).toEqual({ avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' });
});

test('imageSrcSet lists each size once, smallest first, with its width descriptor', () => {
  expect(imageSrcSet('/i/a.png', ['medium', 'small', 'small'], 'webp')).toBe(
    '/i/a.png?w=640&q=75&fmt=webp 640w, /i/a.png?w=960&q=75&fmt=webp 960w',
  );
});

test('srcSetSizesFor covers up to twice the width, never past the source', () => {
  expect(srcSetSizesFor('small')).toEqual(['small', 'medium', 'large']);
  expect(srcSetSizesFor('small', 1000)).toEqual(['small', 'medium']);
  expect(srcSetSizesFor('huge', 500)).toEqual(['huge']);
});

test('srcSetSizesFor starts at the smallest size asked for, for images that shrink on small screens', () => {
  expect(srcSetSizesFor('large', 2880, 'small')).toEqual(['small', 'medium', 'large']);
  expect(srcSetSizesFor('small', 1280, 'tiny')).toEqual(['tiny', 'small', 'medium', 'large']);
  expect(srcSetSizesFor('small', undefined, 'large')).toEqual(['small', 'medium', 'large']);
});
