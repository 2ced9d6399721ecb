import type { MenuItem } from '@storefront/platform';
import { drillDown, goBack, initialMobileMenu, levelAt, selectTab } from './mobile-menu-state';

const item = (name: string, children: MenuItem[] = []): MenuItem => ({ name, url: `/${name}`, ticket: name, children });
const menu = [item('makeup', [item('lips', [item('lipstick')]), item('eyes')]), item('skin')];

describe('mobile menu drill-down', () => {
  it('pushes and pops levels', () => {
    const deeper = drillDown(drillDown(initialMobileMenu, 0), 0);
    expect(levelAt(menu, deeper.path)).toEqual({ parent: menu[0]?.children[0], items: [item('lipstick')] });
    expect(levelAt(menu, goBack(deeper).path).items.map((i) => i.name)).toEqual(['lips', 'eyes']);
  });

  it('goes back one level when the active tab is tapped while deeper', () => {
    const deeper = drillDown(drillDown(initialMobileMenu, 0), 0);
    expect(selectTab(deeper, 'categories').path).toEqual([0]);
    expect(selectTab(selectTab(deeper, 'categories'), 'categories').path).toEqual([]);
    expect(selectTab(initialMobileMenu, 'categories')).toBe(initialMobileMenu);
  });

  it('starts another tab at its top', () => {
    expect(selectTab(drillDown(initialMobileMenu, 1), 'pages')).toEqual({ tab: 'pages', path: [] });
  });
});
