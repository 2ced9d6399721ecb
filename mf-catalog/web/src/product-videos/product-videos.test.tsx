import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ProductVideo } from '../../../contract/product-page';
import { givenAppShell } from '../testing/fixtures';
import { givenHttpAnswers } from '../testing/http';
import { ProductVideos } from './product-videos';

const aVideo = (id: string, title: string): ProductVideo => ({
  id,
  provider: 'youtube',
  title,
  durationSeconds: 95,
  poster: { src: `/images/videos/${id}`, altText: title, sourceWidth: 2880, sourceHeight: 1620 },
  embedUrl: `https://www.youtube-nocookie.com/embed/abcdefghij${id.at(-1)}?autoplay=1&mute=1&playsinline=1&rel=0`,
});

async function renderWith(videos: ProductVideo[]) {
  const asked = givenHttpAnswers({ '/api/catalog/variants/100001/videos': { variantCode: '100001', videos } });
  const view = render(<ProductVideos variantCode="100001" />);
  await act(async () => {});
  return { ...view, asked };
}

beforeEach(() => givenAppShell({}, 'en-US'));

test('before a click: our own poster and a play button, and nothing from the video provider', async () => {
  const { container, asked } = await renderWith([aVideo('p10001-1', 'Velvet Lipstick: how to use it')]);
  expect(asked).toEqual(['/api/catalog/variants/100001/videos']);
  expect(screen.getByRole('heading', { level: 2, name: 'Videos' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Play video: Velvet Lipstick: how to use it' })).toBeTruthy();
  expect(screen.getByText('(Length 1:35)')).toBeTruthy();
  expect(container.querySelector('iframe')).toBeNull();
  const sources = [...container.querySelectorAll('img, source')].map((element) => element.getAttribute('src') ?? element.getAttribute('srcset') ?? '');
  expect(sources.length).toBeGreaterThan(0);
  expect(sources.every((source) => source.startsWith('/images/videos/p10001-1'))).toBe(true);
});

test('a click puts the no-cookie player, started muted, in the poster’s place and moves focus to it', async () => {
  const video = aVideo('p10001-1', 'Velvet Lipstick: how to use it');
  const { container } = await renderWith([video]);
  fireEvent.click(screen.getByRole('button', { name: /^Play video/ }));
  const player = container.querySelector('iframe')!;
  expect(player.getAttribute('src')).toBe(video.embedUrl);
  expect(player.getAttribute('src')).toContain('mute=1');
  expect(player.getAttribute('title')).toBe(video.title);
  expect(player.getAttribute('allow')).toContain('autoplay');
  expect(document.activeElement).toBe(player);
  expect(screen.queryByRole('button', { name: /^Play video/ })).toBeNull();
});

test('one video plays at a time: starting another returns the first to its poster', async () => {
  const { container } = await renderWith([aVideo('p10001-1', 'How to use it'), aVideo('p10001-2', 'Three looks')]);
  fireEvent.click(screen.getByRole('button', { name: 'Play video: How to use it' }));
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Three looks' }));
  const players = container.querySelectorAll('iframe');
  expect(players).toHaveLength(1);
  expect(players[0]!.getAttribute('title')).toBe('Three looks');
  expect(screen.getByRole('button', { name: 'Play video: How to use it' })).toBeTruthy();
});

test('a product without videos has no video section', async () => {
  const { container } = await renderWith([]);
  expect(container.innerHTML).toBe('');
});
