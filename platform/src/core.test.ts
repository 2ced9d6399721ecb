import * as platform from '@storefront/platform';
import * as browserEntry from './index';

test('in Node, @storefront/platform resolves to the stylesheet-free core', () => {
  expect(platform.markets).toHaveLength(8);
  expect(platform.formatPrice({ amount: 19900, currency: 'SEK' }, 'sv-SE')).toBe('199 kr');
  expect('Button' in platform).toBe(false);
});

test('the browser entry holds the core plus the React components', () => {
  const coreNames = Object.keys(platform);
  expect(Object.keys(browserEntry)).toEqual(expect.arrayContaining(coreNames));
  expect(Object.keys(browserEntry).filter((name) => !coreNames.includes(name)).sort()).toEqual([
    'Button',
    'CountBadge',
    'Drawer',
    'FormNeedsScript',
    'HeaderButton',
    'Modal',
    'ProductImage',
    'Toast',
  ]);
});
