import { fireEvent, render, screen } from '@testing-library/react';
import type { Image } from '../pages/catalog-types';
import { ProductImage } from './product-image';

const image: Image = { src: '/images/p/lipstick.jpg', altText: 'Red lipstick', sourceWidth: 1000, sourceHeight: 1500 };

test('renders a picture with webp and jpg candidates, size, alt and native lazy loading', () => {
  const { container } = render(<ProductImage image={image} size="small" sizes="(min-width: 768px) 25vw, 50vw" />);
  const source = container.querySelector('picture > source');
  const img = screen.getByRole('img', { name: 'Red lipstick' });

  expect(source?.getAttribute('type')).toBe('image/webp');
  expect(source?.getAttribute('srcset')).toBe(
    '/images/p/lipstick.jpg?w=640&q=75&fmt=webp 640w, /images/p/lipstick.jpg?w=960&q=75&fmt=webp 960w',
  );
  expect(source?.getAttribute('sizes')).toBe('(min-width: 768px) 25vw, 50vw');
  expect(img.getAttribute('src')).toBe('/images/p/lipstick.jpg?w=640&q=75&fmt=jpg');
  expect(img.getAttribute('width')).toBe('640');
  expect(img.getAttribute('height')).toBe('960');
  expect(img.getAttribute('loading')).toBe('lazy');
});

test('eager images load at once', () => {
  render(<ProductImage image={image} size="thumb" eager />);
  expect(screen.getByRole('img').getAttribute('loading')).toBe('eager');
});

test('a failed image is reported and replaced by a placeholder keeping the alt text', () => {
  const onError = jest.fn();
  render(<ProductImage image={image} size="thumb" onError={onError} />);
  fireEvent.error(screen.getByRole('img'));

  expect(onError).toHaveBeenCalledWith('/images/p/lipstick.jpg');
  expect(screen.getByTestId('product-image-placeholder').getAttribute('aria-label')).toBe('Red lipstick');
  expect(document.querySelector('picture')).toBeNull();
});
