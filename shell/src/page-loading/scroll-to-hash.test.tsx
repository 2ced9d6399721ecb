import { hashScrollOffsetPx, scrollToHash } from './scroll-to-hash';

function pageWith(html: string, targetTop: number, scrollY = 0) {
  document.body.innerHTML = html;
  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('[id],[name]'))) {
    element.getBoundingClientRect = () => ({ top: targetTop }) as DOMRect;
  }
  const scrollTo = jest.fn();
  const win = { document, scrollY, scrollTo, matchMedia: () => ({ matches: false }) } as unknown as Window;
  return { win, scrollTo };
}

test('scrolls smoothly to the target, 100 px above it', () => {
  const { win, scrollTo } = pageWith('<h2 id="ingredients">Ingredients</h2>', 900, 200);
  expect(scrollToHash(win, '#ingredients')).toBe(true);
  expect(hashScrollOffsetPx).toBe(100);
  expect(scrollTo).toHaveBeenCalledWith({ top: 1000, behavior: 'smooth' });
});

test('finds encoded ids and named anchors, never scrolls above the top', () => {
  const { win, scrollTo } = pageWith('<a name="hår och hud"></a>', 40);
  expect(scrollToHash(win, `#${encodeURIComponent('hår och hud')}`)).toBe(true);
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
});

test('reports a missing target so the caller can try again after render', () => {
  const { win, scrollTo } = pageWith('<p>no anchors</p>', 0);
  expect(scrollToHash(win, '#reviews')).toBe(false);
  expect(scrollToHash(win, '#')).toBe(false);
  expect(scrollTo).not.toHaveBeenCalled();
});
