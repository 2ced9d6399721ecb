import { feedCategory, silhouetteFor } from './feed-category';
import { parseFeedSize } from './feed-size';
import { makeupApiProduct } from './makeup-api-feed';
import { marketPrice, marketPrices } from './market-prices';
import { parsePythonLiteral, parseStringList } from './python-literal';
import { detectFormat } from './read-feed';
import { sephoraProduct } from './sephora-feed';
import { jsonlFeedProduct } from './catalog-jsonl-format';
import { syntheticCopy } from './synthetic-copy';

describe('Python literal lists of the feeds', () => {
  test('strings in either quote, with escapes and commas inside', () => {
    expect(parseStringList(`['Vegan', "L'Air", 'a, b', 'it\\'s']`)).toEqual(['Vegan', "L'Air", 'a, b', "it's"]);
    expect(parseStringList('')).toEqual([]);
  });
  test('a list of dicts (Makeup API shades)', () => {
    expect(parsePythonLiteral(`[{'hex_value': '#B28378', 'colour_name': "Bee's Knees"}, {'hex_value': None}]`)).toEqual([
      { hex_value: '#B28378', colour_name: "Bee's Knees" },
      { hex_value: null },
    ]);
  });
  test('broken text is an error, not a guess', () => {
    expect(() => parseStringList("['unterminated")).toThrow(/unterminated/);
    expect(() => parseStringList("['a' 'b']")).toThrow(/expected/);
  });
});

describe('sizes', () => {
  test.each([
    ['3.4 oz/ 100 mL', true, { unit: 'ml', milli: 100_000 }],
    ['0.05 oz/ 1.5 g', false, { unit: 'g', milli: 1500 }],
    ['1.7 oz', true, { unit: 'ml', milli: 50_000 }],
    ['1 L', true, { unit: 'ml', milli: 1_000_000 }],
    ['12 pieces', false, { unit: 'st', milli: 12_000 }],
    ['', false, { unit: 'st', milli: 1000 }],
  ])('%s', (text, liquid, expected) => {
    expect(parseFeedSize(text, liquid)).toEqual(expected);
  });
});

describe('market prices from US dollars', () => {
  test('each market has its price points', () => {
    expect(marketPrice(34, 'SEK')).toBe(35_900);
    expect(marketPrice(34, 'EUR')).toBe(3095);
    expect(marketPrice(34, 'PLN')).toBe(13_599);
    expect(marketPrice(0.5, 'SEK')).toBe(900);
  });
  test('a sale price is the price, the regular one the previous price', () => {
    const [sek] = marketPrices(40, 30);
    expect(sek).toEqual({ currency: 'SEK', amount: 31_900, previous_amount: 41_900, member_amount: null });
    expect(marketPrices(40, 45)[0]!.previous_amount).toBeNull();
  });
});

describe('categories', () => {
  test('a known feed path is the catalog category with its translated names', () => {
    const { code, rows } = feedCategory(['Makeup', 'Lip', 'Lipstick']);
    expect(code).toBe('makeup/lips/lipstick');
    expect(rows.map((row) => row.code)).toEqual(['makeup', 'makeup/lips', 'makeup/lips/lipstick']);
    expect(rows[2]!.names['sv-SE']).toBe('Läppstift');
  });
  test('an unknown path becomes new categories below the mapped top level', () => {
    const { code, rows } = feedCategory(['Skincare', 'High Tech Tools', 'Anti-Aging']);
    expect(code).toBe('skincare/high-tech-tools/anti-aging');
    expect(rows[1]).toMatchObject({ parent_code: 'skincare', level: 2, names: { 'en-US': 'High Tech Tools', 'de-DE': 'High Tech Tools' } });
  });
  test('the generated image follows the product type', () => {
    expect(silhouetteFor('makeup/lips/lipstick', 'Velvet Lipstick')).toBe('lipstick');
    expect(silhouetteFor('makeup/eyes/eyeliner', 'Tattoo Liner')).toBe('pencil');
    expect(silhouetteFor('fragrance/women/perfume', 'Black Opium Eau de Parfum')).toBe('bottle');
  });
});

describe('feed rows', () => {
  const sephoraRow = {
    product_id: 'P420652', product_name: 'Lip Sleeping Mask', brand_name: 'LANEIGE', loves_count: '1081315', rating: '4.35',
    reviews: '16118', size: '0.7 oz/ 20 g', variation_type: 'Size', variation_value: '0.7 oz/ 20 g', ingredients: "['Diisostearyl Malate']",
    price_usd: '24', sale_price_usd: '', new: '0', out_of_stock: '0', highlights: "['Vegan', 'Hydrating']", primary_category: 'Skincare',
    secondary_category: 'Lip Balms & Treatments', tertiary_category: '',
  };
  test('a Sephora row is a product with one variant', () => {
    const product = sephoraProduct(sephoraRow);
    expect(product).toMatchObject({ sourceKey: 'P420652', brandName: 'LANEIGE', rating: 4.35, reviewCount: 16118, popularity: 1081315 });
    expect(product.variants).toEqual([{ key: '', name: '0.7 oz/ 20 g', size: { unit: 'g', milli: 20_000 }, priceUsd: 24, inStock: true }]);
    expect(product.highlights).toEqual(['Vegan', 'Hydrating']);
  });
  test('a Sephora row without a price says so', () => {
    expect(() => sephoraProduct({ ...sephoraRow, price_usd: '' })).toThrow('price_usd "" is not a price');
  });
  test('Makeup API shades become colour variants, priced in dollars', () => {
    const product = makeupApiProduct({
      id: '1048', brand: 'colourpop', name: 'Lippie Pencil', price: '5.0', currency: 'CAD', product_type: 'lip_liner',
      product_colors: "[{'hex_value': '#B28378', 'colour_name': 'BFF Pencil'}, {'hex_value': '#B28378', 'colour_name': 'BFF Pencil'}]",
      tag_list: "['Vegan']", rating: '',
    });
    expect(product).toMatchObject({ brandName: 'Colourpop', categoryPath: ['Makeup', 'lip_liner'], reviewCount: 0 });
    expect(product.variants).toEqual([{ key: 'BFF Pencil|#b28378', name: 'BFF Pencil', shadeHex: '#b28378', size: { unit: 'st', milli: 1000 }, priceUsd: 3.65, inStock: true }]);
  });
  test('a JSON Lines product is checked field by field', () => {
    expect(() => jsonlFeedProduct({ code: 'X1', name: 'N', brand: 'B', category: ['Makeup'], variants: [] })).toThrow(/variants/);
    const product = jsonlFeedProduct({
      code: 'X1', name: 'Glow Serum', brand: 'Nordic Skin', category: ['Skincare', 'Serums'],
      variants: [{ name: '30 ml', size: { unit: 'ml', amount: 30 }, priceUsd: 20, salePriceUsd: 15 }],
    });
    expect(product.variants[0]).toEqual({ key: '', name: '30 ml', size: { unit: 'ml', milli: 30_000 }, priceUsd: 20, salePriceUsd: 15, inStock: true });
  });
  test('the format is told from the header', () => {
    expect(detectFormat('a.csv', 'product_id,product_name,brand_id,brand_name,price_usd,primary_category')).toBe('sephora');
    expect(detectFormat('a.csv', 'id,brand,name,price,product_type,product_colors')).toBe('makeup-api');
    expect(detectFormat('a.jsonl', '{"code":"x"}')).toBe('jsonl');
    expect(detectFormat('a.csv', 'sku,title')).toBeNull();
  });
  test('a synthetic copy has its own key and name', () => {
    const copy = syntheticCopy(sephoraProduct(sephoraRow), 3);
    expect(copy).toMatchObject({ sourceKey: 'P420652~3', name: 'Lip Sleeping Mask Pro Edition' });
  });
});
