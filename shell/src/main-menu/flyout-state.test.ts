import { closedFlyout, escapeFlyout, movedIndex, toggleExpanded, toggleTop } from './flyout-state';

describe('flyout escape', () => {
  const open = toggleExpanded(toggleExpanded(toggleTop(closedFlyout, 2), '2-0-1'), '2-1-0');

  it('collapses the expanded level-3 list that has focus and focuses its toggle', () => {
    const { state, focus } = escapeFlyout(open, '2-1-0');
    expect(state.expanded).toEqual(['2-0-1']);
    expect(state.openTop).toBe(2);
    expect(focus).toEqual({ kind: 'toggle', key: '2-1-0' });
  });

  it('closes the panel and focuses its top item when focus is elsewhere in it', () => {
    const { state, focus } = escapeFlyout(open, null);
    expect(state).toEqual(closedFlyout);
    expect(focus).toEqual({ kind: 'top', index: 2 });
  });

  it('does nothing when the menu is closed', () => {
    expect(escapeFlyout(closedFlyout, null)).toEqual({ state: closedFlyout, focus: { kind: 'none' } });
  });

  it('opening another top item closes the expanded lists of the previous one', () => {
    expect(toggleTop(open, 1)).toEqual({ openTop: 1, expanded: [], showingMore: [] });
    expect(toggleTop(open, 2)).toEqual(closedFlyout);
  });
});

describe('movedIndex', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 3, 0],
    ['ArrowLeft', 0, 3],
    ['ArrowDown', 1, 2],
    ['ArrowUp', 1, 0],
    ['Home', 2, 0],
    ['End', 0, 3],
  ])('%s from %i goes to %i of 4', (key, from, to) => {
    expect(movedIndex(from, 4, key)).toBe(to);
  });

  it('ignores other keys', () => {
    expect(movedIndex(1, 4, 'a')).toBeNull();
  });
});
