import { fragranceProfileOf, isFragranceCategory } from './fragrance-profile';

const perfume = (name: string, ingredients: string | null = null, highlights: string[] = []) =>
  fragranceProfileOf({ name, categoryCode: 'fragrance/women/perfume', highlights, ingredients, variantNames: ['1.7 oz/ 50 mL'] });

test('the fragrance categories, whatever their source, and not a fragrance-free product', () => {
  for (const code of ['fragrance', 'fragrance/women/perfume', 'men/mens-fragrance', 'mini-size/fragrance', 'fragrance/mini-fragrances']) {
    expect({ code, is: isFragranceCategory(code) }).toEqual({ code, is: true });
  }
  for (const code of ['skincare/fragrance-free-cream', 'makeup/lips', 'body-and-bath/candles-home-scents']) {
    expect({ code, is: isFragranceCategory(code) }).toEqual({ code, is: false });
  }
});

test('note words are whole words in any language, and the words around them matter', () => {
  expect(perfume('Rosé Spritz')!.notes).toEqual([]);
  expect(perfume('COCO MADEMOISELLE Eau de Parfum')!.notes).toEqual([]);
  expect(perfume('Primrose Path')!.notes).toEqual([]);
  expect(perfume('Orange Blossom Eau de Parfum')!.notes).toEqual(['orange-blossom']);
  expect(perfume('Blood Orange & Basil')!.notes).toEqual(['citrus']);
  expect(perfume('Néroli Portofino')!.notes).toEqual(['orange-blossom']);
  expect(perfume('Santal Vanille')!.notes).toEqual(['vanilla', 'sandalwood']);
  expect(perfume('Thé Matcha 26')!.notes).toEqual(['tea']);
  expect(perfume('Bergamote 22')!.notes).toEqual(['bergamot', 'citrus']);
});

test('ingredients count as an oil, an absolute, a molecule or a brand’s note, never as a skincare extract or an allergen', () => {
  expect(perfume('No. 4', 'Alcohol, Citrus Aurantium Bergamia (Bergamot) Fruit Oil, Santalum Album (Sandalwood) Oil, Vanillin')!.notes).toEqual([
    'vanilla',
    'sandalwood',
    'bergamot',
    'citrus',
  ]);
  expect(perfume('No. 5', 'Alcohol, Ethylene Brassylate (musk note/safe synthetic), Jasminum Grandiflorum Flower Extract')!.notes).toEqual(['jasmine', 'musk']);
  expect(perfume('No. 6', 'Alcohol, Coumarin, Citrus Grandis (Grapefruit) Fruit Extract, Rosa Canina Fruit Extract, Ci 60730 (Ext. Violet 2)')!.notes).toEqual([]);
});

test('families from the highlights however they are spaced; whom for from the highlight first, then the path', () => {
  expect(perfume('No. 7', null, ['Warm &Spicy Scent', 'Woody & Earthy  Scent', 'Vegan'])).toEqual({
    isFragrance: true,
    audience: 'women',
    families: ['woody-earthy', 'warm-spicy'],
    notes: [],
  });
  expect(perfume('No. 8', null, ['Unisex/ Genderless Scent'])!.audience).toBe('unisex');
  const cologne = fragranceProfileOf({ name: 'Cologne', categoryCode: 'men/mens-fragrance', highlights: [], ingredients: null, variantNames: [] });
  expect(cologne!.audience).toBe('men');
  expect(fragranceProfileOf({ name: 'Rose Shampoo', categoryCode: 'hair/shampoo', highlights: ['Vegan'], ingredients: 'Rosa Damascena Flower Oil', variantNames: [] })).toBeNull();
});
