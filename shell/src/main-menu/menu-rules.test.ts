import type { MenuItem } from '@storefront/platform';
import { isValidMenuUrl, levelTwoChildren, splitIntoColumns, validMenuItems } from './menu-rules';

const item = (name: string, url: string, children: MenuItem[] = []): MenuItem => ({ name, url, ticket: `t-${name}`, children });
const items = (count: number) => Array.from({ length: count }, (_, i) => item(`i${i}`, `/c/${i}`));

describe('level 2 children', () => {
  it('shows all six when there are exactly six', () => {
    const { shown, more } = levelTwoChildren(items(6));
    expect(shown).toHaveLength(6);
    expect(more).toHaveLength(0);
  });

  it('shows the first five and puts the rest behind show more', () => {
    const { shown, more } = levelTwoChildren(items(9));
    expect(shown.map((i) => i.name)).toEqual(['i0', 'i1', 'i2', 'i3', 'i4']);
    expect(more.map((i) => i.name)).toEqual(['i5', 'i6', 'i7', 'i8']);
    expect(levelTwoChildren(items(7)).more).toHaveLength(2);
  });

  it('shows all when there are five or fewer', () => {
    expect(levelTwoChildren(items(3))).toEqual({ shown: items(3), more: [] });
    expect(levelTwoChildren(items(5)).more).toHaveLength(0);
  });
});

describe('splitIntoColumns', () => {
  it('splits into 4 consecutive columns, the first ones longer', () => {
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([[1, 2, 3], [4, 5, 6], [7, 8], [9, 10]]);
  });

  it('makes no empty columns', () => {
    expect(splitIntoColumns([1, 2])).toEqual([[1], [2]]);
    expect(splitIntoColumns([])).toEqual([]);
  });
});

describe('menu item urls', () => {
  it.each([
    ['/c/makeup', true],
    ['https://shop.test/brands', true],
    ['', false],
    ['//evil.test', false],
    ['javascript:alert(1)', false],
    ['c/makeup', false],
  ])('%s is valid: %s', (url, valid) => {
    expect(isValidMenuUrl(url)).toBe(valid);
  });

  it('skips and reports items without a valid url, at every level', () => {
    const report = jest.fn();
    const menu = [item('Makeup', '/c/makeup', [item('Broken', ''), item('Lips', '/c/makeup/lips')]), item('Nowhere', 'javascript:void(0)')];
    const valid = validMenuItems(menu, report);
    expect(valid.map((i) => i.name)).toEqual(['Makeup']);
    expect(valid[0]?.children.map((i) => i.name)).toEqual(['Lips']);
    expect(report.mock.calls.map(([i]) => i.name)).toEqual(['Broken', 'Nowhere']);
  });
});
