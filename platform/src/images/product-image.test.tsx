import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Image } from '../pages/catalog-types';
import { ProductImage } from './product-image';

const image: Image = { src: '/images/p/lipstick.jpg', altText: 'Red lipstick', sourceWidth: 1000, sourceHeight: 1500 };

/** The server's markup, parsed as the browser would parse the first HTML. */
function serverRendered(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  return container;
}

test('renders a picture with avif, webp and jpg candidates, size, alt and native lazy loading', () => {
  const { container } = render(<ProductImage image={image} size="small" sizes="(min-width: 768px) 25vw, 50vw" />);
  const sources = [...container.querySelectorAll('picture > source')];
  const img = screen.getByRole('img', { name: 'Red lipstick' });

  expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  expect(sources[0]!.getAttribute('srcset')).toBe(
    '/images/p/lipstick.jpg?w=640&q=75&fmt=avif 640w, /images/p/lipstick.jpg?w=960&q=75&fmt=avif 960w',
  );
  expect(sources[1]!.getAttribute('srcset')).toBe(
    '/images/p/lipstick.jpg?w=640&q=75&fmt=webp 640w, /images/p/lipstick.jpg?w=960&q=75&fmt=webp 960w',
  );
  for (const source of sources) expect(source.getAttribute('sizes')).toBe('(min-width: 768px) 25vw, 50vw');
  expect(img.getAttribute('src')).toBe('/images/p/lipstick.jpg?w=640&q=75&fmt=jpg');
  expect(img.getAttribute('srcset')).toBe('/images/p/lipstick.jpg?w=640&q=75&fmt=jpg 640w, /images/p/lipstick.jpg?w=960&q=75&fmt=jpg 960w');
  expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 25vw, 50vw');
  expect(img.getAttribute('width')).toBe('640');
  expect(img.getAttribute('height')).toBe('960');
  expect(img.getAttribute('loading')).toBe('lazy');
  expect(img.getAttribute('decoding')).toBe('async');
  expect(img.hasAttribute('fetchpriority')).toBe(false);
});

test('smallest adds the smaller candidates for an image that shrinks on small screens', () => {
  const banner: Image = { src: '/images/banners/hero-offers', altText: 'Offers', sourceWidth: 2880, sourceHeight: 1200 };
  const { container } = render(<ProductImage image={banner} size="large" smallest="small" sizes="100vw" />);
  const widths = (srcset: string | null) => srcset!.split(', ').map((candidate) => candidate.split(' ')[1]);
  expect(widths(container.querySelector('source[type="image/avif"]')!.getAttribute('srcset'))).toEqual(['640w', '960w', '1280w']);
  expect(widths(container.querySelector('img')!.getAttribute('srcset'))).toEqual(['640w', '960w', '1280w']);
  expect([container.querySelector('img')!.getAttribute('width'), container.querySelector('img')!.getAttribute('height')]).toEqual(['1280', '533']);
});

describe('server-rendered (renderToString), as in the first HTML', () => {
  test('an eager image has fetchpriority high and no loading attribute', () => {
    const container = serverRendered(<ProductImage image={image} size="medium" sizes="100vw" eager />);
    const img = container.querySelector('picture > img')!;
    expect([...container.querySelectorAll('picture > source')].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.hasAttribute('loading')).toBe(false);
    expect(img.hasAttribute('decoding')).toBe(false);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '1440']);
    expect(img.getAttribute('alt')).toBe('Red lipstick');
  });

  test('a lazy image has loading lazy and no fetchpriority', () => {
    const img = serverRendered(<ProductImage image={image} size="thumb" />).querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(img.getAttribute('sizes')).toBe('60px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['60', '90']);
  });

  test.each([true, false])('the server’s markup is the client’s (eager %s), so it hydrates without a mismatch', async (eager) => {
    const element = <ProductImage image={image} size="small" sizes="50vw" eager={eager} />;
    const html = renderToString(element);
    // The same elements and attributes (a client render sets an img's srcset and src last: order aside).
    expect(serverRendered(element).isEqualNode(render(element).container)).toBe(true);

    const container = document.createElement('div');
    container.innerHTML = html;
    const parsed = container.innerHTML;
    document.body.appendChild(container);
    const recoverableErrors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await act(async () => {
        hydrateRoot(container, element, { onRecoverableError: (error) => recoverableErrors.push(error) });
      });
      expect(recoverableErrors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      // Hydration adopted the server's elements as they were.
      expect(container.innerHTML).toBe(parsed);
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });
});

test('a failed image is reported and replaced by a placeholder keeping the alt text', () => {
  const onError = jest.fn();
  render(<ProductImage image={image} size="thumb" onError={onError} />);
  fireEvent.error(screen.getByRole('img'));

  expect(onError).toHaveBeenCalledWith('/images/p/lipstick.jpg');
  expect(screen.getByTestId('product-image-placeholder').getAttribute('aria-label')).toBe('Red lipstick');
  expect(document.querySelector('picture')).toBeNull();
});
