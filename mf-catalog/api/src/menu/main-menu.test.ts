import request from 'supertest';
import type { MainMenu, MenuItem } from '@storefront/platform';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';

function depth(item: MenuItem): number {
  return 1 + Math.max(0, ...item.children.map(depth));
}

describeOnEachBackend('main menu', (testApp) => {
  const menu = async (culture: 'sv-SE' | 'en-US' | 'pl-PL' = 'sv-SE', path = '/mainmenu') => {
    const response = await request(testApp().app).get(path).set(identityHeaders({ culture }));
    expect(response.status).toBe(200);
    return response.body as MainMenu;
  };

  test('top items are the level-1 categories, then Brands and a campaign-typed Offers item', async () => {
    const { items } = await menu('en-US');
    expect(items.map((item) => item.name)).toEqual([
      'Makeup', 'Skincare', 'Hair', 'Fragrance', 'Body & Bath', 'Health & Wellness', 'Men', 'Brands', 'Offers',
    ]);
    expect(items.at(-2)).toMatchObject({ url: '/brands', type: 'brand' });
    expect(items.at(-1)).toMatchObject({ url: '/c/offers', type: 'campaign', fontColor: expect.stringMatching(/^#/) });
    for (const item of items) expect(item).toEqual(expect.objectContaining({ name: expect.any(String), url: expect.any(String), ticket: expect.any(String), children: expect.any(Array) }));
  });

  test('the tree goes four levels deep and level 2 has both exactly six children and more than six', async () => {
    const { items } = await menu();
    expect(Math.max(...items.map(depth))).toBe(4);
    const levelTwo = items.flatMap((item) => item.children);
    expect(levelTwo.some((item) => item.children.length === 6)).toBe(true);
    expect(levelTwo.some((item) => item.children.length > 6)).toBe(true);
    expect(items.filter((item) => item.children.length === 6).length).toBeGreaterThan(0);
    expect(items.filter((item) => item.children.length > 6).length).toBeGreaterThan(0);
    const fragrance = items.find((item) => item.url === '/c/fragrance')!;
    expect(fragrance.children[0]).toMatchObject({ url: '/fragrance-finder', type: 'page', children: [] });
    expect(fragrance.children[1]!.children[0]!.children[0]!.url).toBe('/c/fragrance/women/perfume/eau-de-parfum');
  });

  test('names follow the shopper’s language and the pages tab holds the information pages', async () => {
    const swedish = await menu('sv-SE');
    expect(swedish.items[0]!.name).toBe('Smink');
    expect(swedish.items.at(-1)!.name).toBe('Erbjudanden');
    const polish = await menu('pl-PL', '/api/mainmenu');
    expect(polish.items[0]!.name).toBe('Makijaż');
    expect(swedish.pages.map((page) => page.url)).toEqual([
      '/info/about-us', '/info/delivery', '/info/returns', '/info/privacy-policy', '/info/customer-service', '/info/terms',
    ]);
    expect(swedish.pages[0]).toMatchObject({ name: 'Om oss', type: 'page' });
  });
}, {}, 'http');
