import { initialHeaderScrollState, nextHeaderScrollState, type HeaderScrollState } from './header-visibility';

const screenHeight = 800;
const tall = 100; // 12.5% of the screen
const scroll = (ys: number[], headerHeight = tall, from: HeaderScrollState = initialHeaderScrollState) =>
  ys.reduce((state, y) => nextHeaderScrollState(state, { y, headerHeight, screenHeight }), from);

describe('mobile header visibility', () => {
  it('stays visible while the header is under 9% of the screen height', () => {
    expect(scroll([200, 400, 600], 71).hidden).toBe(false);
  });

  it('hides a taller header when scrolling down past it', () => {
    expect(scroll([50]).hidden).toBe(false);
    expect(scroll([200, 400]).hidden).toBe(true);
  });

  it('shows it again only after more than 25 consecutive upward scroll events', () => {
    const down = scroll([200, 3000]);
    const up25 = scroll(Array.from({ length: 25 }, (_, i) => 2900 - i * 10), tall, down);
    expect(up25.hidden).toBe(true);
    expect(scroll([2600], tall, up25).hidden).toBe(false);
  });

  it('starts counting again after a downward scroll', () => {
    const down = scroll([200, 3000]);
    const up20 = scroll(Array.from({ length: 20 }, (_, i) => 2900 - i * 10), tall, down);
    const downAgain = scroll([2800], tall, up20);
    expect(downAgain).toMatchObject({ hidden: true, upwardEvents: 0 });
    expect(scroll(Array.from({ length: 10 }, (_, i) => 2700 - i * 10), tall, downAgain).hidden).toBe(true);
  });

  it('shows the header at the top of the page', () => {
    expect(scroll([200, 3000, 80]).hidden).toBe(false);
  });
});
