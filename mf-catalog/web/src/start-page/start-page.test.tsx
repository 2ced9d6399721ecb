import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { StartPageViewModel } from '@storefront/platform';
import { anImage, aStartPage, givenAppShell } from '../testing/fixtures';
import StartPage from './start-page';

/** The page as the server renders it into the first HTML (react-dom/server), parsed as the browser parses it. */
function serverRendered(page: StartPageViewModel): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StartPage page={page} />);
  return container;
}

const imagesOf = (container: HTMLElement) => [...container.querySelectorAll('picture > img')] as HTMLImageElement[];
const loadingOf = (img: HTMLImageElement) => ({ alt: img.alt, loading: img.getAttribute('loading'), fetchpriority: img.getAttribute('fetchpriority') });

describe('StartPage', () => {
  beforeEach(() => givenAppShell({}, 'sv-SE'));

  test('has one h1 and a heading per block', () => {
    render(<StartPage page={aStartPage()} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Beauty for everyone']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Spring colours are here',
      'Bestsellers',
      'Shop by category',
      'Our brands',
    ]);
  });

  test('the hero shows its banner eagerly, its text and its link', () => {
    render(<StartPage page={aStartPage()} />);
    const banner = screen.getByAltText('Model wearing coral lipstick') as HTMLImageElement;
    expect(banner.getAttribute('fetchpriority')).toBe('high');
    expect(banner.hasAttribute('loading')).toBe(false);
    expect(screen.getByText('Fresh shades for lips and eyes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop the news' }).getAttribute('href')).toBe('/c/makeup?sort=news');
  });

  test('product lists show products with prices', () => {
    render(<StartPage page={aStartPage()} />);
    const bestsellers = screen.getByRole('heading', { name: 'Bestsellers' }).closest('section')!;
    expect(within(bestsellers).getAllByRole('listitem')).toHaveLength(2);
    expect(within(bestsellers).getByText('349 kr')).toBeTruthy();
    expect(within(bestsellers).getByRole('link', { name: /Hydra Serum/ }).getAttribute('href')).toBe('/p/hydra-serum/200001');
  });

  test('category tiles and the brand strip link onwards', () => {
    render(<StartPage page={aStartPage()} />);
    expect(screen.getByRole('link', { name: 'Skincare' }).getAttribute('href')).toBe('/c/skincare');
    expect(screen.getByRole('link', { name: 'All categories' }).getAttribute('href')).toBe('/c');
    const brands = screen.getByRole('heading', { name: 'Our brands' }).closest('section')!;
    expect(within(brands).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/brands',
      '/brands/lumiere',
      '/brands/aurora',
    ]);
  });

  describe('in the server-rendered HTML', () => {
    const twoHeroes = () => {
      const page = aStartPage();
      const [hero, ...rest] = page.blocks;
      const secondHero = { ...hero!, heading: 'Summer skin', image: anImage({ src: '/images/banners/hero-skincare', altText: 'Sun cream on a beach towel', sourceWidth: 2880, sourceHeight: 1200 }) };
      return { ...page, blocks: [{ ...hero!, image: anImage({ src: '/images/banners/hero-offers', altText: 'Offers of the week', sourceWidth: 2880, sourceHeight: 1200 }) }, ...rest, secondHero] };
    };

    test('the first banner image is the one eager image, with fetchpriority high; every later one is lazy', () => {
      const images = imagesOf(serverRendered(twoHeroes()));
      expect(images.map(loadingOf)).toEqual([
        { alt: 'Offers of the week', loading: null, fetchpriority: 'high' },
        { alt: 'Red lipstick', loading: 'lazy', fetchpriority: null },
        { alt: 'Red lipstick', loading: 'lazy', fetchpriority: null },
        { alt: '', loading: 'lazy', fetchpriority: null },
        { alt: 'Sun cream on a beach towel', loading: 'lazy', fetchpriority: null },
      ]);
    });

    test('the banner is a picture of AVIF, WebP and JPEG candidates the image endpoint serves, with the banner’s width and height', () => {
      const banner = serverRendered(twoHeroes()).querySelector('picture')!;
      const sources = [...banner.querySelectorAll('source')];
      expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
      expect(sources[0]!.getAttribute('srcset')).toBe(
        '/images/banners/hero-offers?w=640&q=75&fmt=avif 640w, /images/banners/hero-offers?w=960&q=75&fmt=avif 960w, /images/banners/hero-offers?w=1280&q=75&fmt=avif 1280w',
      );
      const img = banner.querySelector('img')!;
      expect(img.getAttribute('srcset')).toBe(
        '/images/banners/hero-offers?w=640&q=75&fmt=jpg 640w, /images/banners/hero-offers?w=960&q=75&fmt=jpg 960w, /images/banners/hero-offers?w=1280&q=75&fmt=jpg 1280w',
      );
      expect(img.getAttribute('src')).toBe('/images/banners/hero-offers?w=1280&q=75&fmt=jpg');
      expect(img.getAttribute('sizes')).toBe('(min-width: 1440px) 940px, (min-width: 992px) 66vw, 100vw');
      for (const element of [...sources, img]) expect(element.getAttribute('sizes')).toBe(img.getAttribute('sizes'));
      // 2880 × 1200 at 1280 px: the box is reserved before the picture comes.
      expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('decoding')]).toEqual(['1280', '533', null]);
    });

    test('without a hero, the first block with pictures has the eager one: a product list’s first card', () => {
      const page = aStartPage();
      const images = imagesOf(serverRendered({ ...page, blocks: page.blocks.filter((block) => block.type !== 'hero') }));
      expect(images.map(loadingOf)).toEqual([
        { alt: 'Red lipstick', loading: null, fetchpriority: 'high' },
        { alt: 'Red lipstick', loading: 'lazy', fetchpriority: null },
        { alt: '', loading: 'lazy', fetchpriority: null },
      ]);
    });

    test('a hero without a picture leaves the eager image to the next block with one', () => {
      const page = aStartPage();
      const [hero, ...rest] = page.blocks;
      const images = imagesOf(serverRendered({ ...page, blocks: [{ ...hero!, image: undefined }, ...rest] }));
      expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    });

    test('the server’s markup is what the client renders', () => {
      const page = twoHeroes();
      expect(serverRendered(page).isEqualNode(render(<StartPage page={page} />).container)).toBe(true);
    });
  });
});
