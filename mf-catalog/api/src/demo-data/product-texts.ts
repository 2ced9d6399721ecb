/** Word pools for product names, descriptions, ingredients and highlights, by level-1 category slug. */
export const namePrefixes = [
  'Hydra', 'Velvet', 'Pure', 'Luminous', 'Silk', 'Glow', 'Radiant', 'Nordic', 'Daily', 'Ultra', 'Soft', 'Bare',
  'Flawless', 'Dewy', 'Cloud', 'Bloom', 'Midnight', 'Arctic', 'Golden', 'Crystal', 'Satin', 'Barrier', 'Calm',
  'Repair', 'Bright', 'Fresh', 'Deep', 'Intense', 'Gentle', 'Super', 'Forever', 'Perfect', 'Sheer', 'True', 'Blur',
  'Aqua', 'Cashmere', 'Petal', 'Vital', 'Prime', 'Smooth', 'Supreme', 'Tender', 'Wild', 'Zen',
];

export const scentNames = [
  'Amber Dunes', 'Fig & Cedar', 'Nuit Blanche', 'Velvet Oud', 'Neroli Sun', 'Midnight Iris', 'Salt & Driftwood',
  'Rose Noire', 'Vanilla Smoke', 'Green Tea Garden', 'Bergamot Breeze', 'Cashmere Musk', 'Wild Lavender',
  'Tonka Dream', 'Pink Pepper', 'Santal Bloom', 'Orange Blossom', 'Black Orchid', 'White Tea', 'Cedar Frost',
  'Jasmine Veil', 'Leather & Tobacco', 'Peony Rain', 'Sea Fennel', 'Birch Forest', 'Lingonberry', 'Cloudberry',
  'Midsummer', 'Northern Lights', 'Golden Hour', 'Vetiver Noir', 'Citrus Grove', 'Mimosa Mist', 'Cocoa Woods',
];

const floral = 'Floral Scent';
const fresh = 'Fresh Scent';
const woody = 'Woody & Earthy Scent';
const warm = 'Warm & Spicy Scent';

/** The scent families each scent belongs to, as the Sephora feed writes them in its highlights (the finder reads them). */
export const scentFamilies: Record<string, string[]> = {
  'Amber Dunes': [warm], 'Fig & Cedar': [woody, fresh], 'Nuit Blanche': [floral], 'Velvet Oud': [woody, warm],
  'Neroli Sun': [fresh, floral], 'Midnight Iris': [floral], 'Salt & Driftwood': [fresh, woody], 'Rose Noire': [floral],
  'Vanilla Smoke': [warm], 'Green Tea Garden': [fresh], 'Bergamot Breeze': [fresh], 'Cashmere Musk': [warm],
  'Wild Lavender': [fresh], 'Tonka Dream': [warm], 'Pink Pepper': [warm], 'Santal Bloom': [woody, floral],
  'Orange Blossom': [floral], 'Black Orchid': [floral, warm], 'White Tea': [fresh], 'Cedar Frost': [woody, fresh],
  'Jasmine Veil': [floral], 'Leather & Tobacco': [woody, warm], 'Peony Rain': [floral, fresh], 'Sea Fennel': [fresh],
  'Birch Forest': [woody], 'Lingonberry': [fresh], 'Cloudberry': [fresh], 'Midsummer': [floral, fresh],
  'Northern Lights': [fresh], 'Golden Hour': [warm], 'Vetiver Noir': [woody], 'Citrus Grove': [fresh],
  'Mimosa Mist': [floral], 'Cocoa Woods': [warm, woody],
};

export const descriptionOpeners: Record<string, string[]> = {
  makeup: [
    'gives buildable, long-wearing colour with a comfortable feel',
    'blends in seconds and stays put from morning to night',
    'delivers rich pigment in a lightweight, skin-friendly formula',
    'creates a soft-focus finish that looks like skin, only better',
  ],
  skincare: [
    'strengthens the skin barrier and leaves skin soft and supple',
    'hydrates deeply and helps skin look plumper and more even',
    'gently refines texture for a fresh, healthy-looking glow',
    'calms and comforts even sensitive skin',
  ],
  hair: [
    'leaves hair soft, shiny and easy to style',
    'cares for the lengths and protects against daily wear',
    'adds movement and body without weighing hair down',
    'tames frizz and keeps the style in place all day',
  ],
  fragrance: [
    'opens with sparkling top notes before settling into a warm, sensual base',
    'is a luminous scent that lingers softly on the skin',
    'blends fresh citrus with woods and musk for an easy signature scent',
    'is a rich, enveloping fragrance for evenings and special moments',
  ],
  'body-and-bath': [
    'turns the daily routine into a small moment of care',
    'cleanses and softens the skin with a light, fresh scent',
    'melts into the skin and keeps it moisturised all day',
    'leaves the skin smooth, soft and delicately scented',
  ],
  'health-and-wellness': [
    'supports everyday wellbeing as part of a varied diet',
    'is an easy addition to the daily routine',
    'is made with carefully selected, high-quality ingredients',
    'helps you take care of yourself from the inside',
  ],
  men: [
    'is made for the daily grooming routine and works fast',
    'refreshes the skin and keeps it comfortable all day',
    'cares for skin and beard without fuss',
    'has a clean, woody scent and a non-greasy feel',
  ],
};

export const descriptionClosers = [
  'Dermatologically tested.',
  'Made in Europe.',
  'Suitable for daily use.',
  'A favourite among our customers.',
  'Developed together with experts.',
  'Packaged in recycled materials.',
];

export const ingredientPools: Record<string, string[]> = {
  makeup: [
    'Dimethicone', 'Cyclopentasiloxane', 'Talc', 'Mica', 'Isododecane', 'Glycerin', 'Tocopherol', 'Silica',
    'Caprylic/Capric Triglyceride', 'Cera Alba', 'Ricinus Communis Seed Oil', 'Synthetic Fluorphlogopite',
    'Iron Oxides (CI 77491, CI 77492, CI 77499)', 'Titanium Dioxide (CI 77891)', 'Phenoxyethanol',
  ],
  skincare: [
    'Glycerin', 'Niacinamide', 'Sodium Hyaluronate', 'Squalane', 'Butylene Glycol', 'Panthenol', 'Ceramide NP',
    'Tocopherol', 'Allantoin', 'Centella Asiatica Extract', 'Ascorbyl Glucoside', 'Retinol', 'Caprylyl Glycol',
    'Cetearyl Alcohol', 'Xanthan Gum', 'Citric Acid',
  ],
  hair: [
    'Sodium Laureth Sulfate', 'Cocamidopropyl Betaine', 'Glycerin', 'Argania Spinosa Kernel Oil', 'Panthenol',
    'Hydrolyzed Keratin', 'Behentrimonium Chloride', 'Cetearyl Alcohol', 'Amodimethicone', 'Citric Acid',
    'Sodium Benzoate', 'Parfum',
  ],
  fragrance: ['Alcohol Denat.', 'Parfum', 'Limonene', 'Linalool', 'Citral', 'Geraniol', 'Coumarin', 'Benzyl Salicylate', 'Citronellol'],
  'body-and-bath': [
    'Glycerin', 'Butyrospermum Parkii Butter', 'Prunus Amygdalus Dulcis Oil', 'Sodium Laureth Sulfate',
    'Cocamidopropyl Betaine', 'Tocopherol', 'Aloe Barbadensis Leaf Juice', 'Parfum', 'Sodium Chloride', 'Urea',
  ],
  'health-and-wellness': [
    'Microcrystalline Cellulose', 'Cholecalciferol (Vitamin D3)', 'Zinc Gluconate', 'Biotin', 'Ascorbic Acid',
    'Magnesium Citrate', 'Fish Oil', 'Hydrolysed Collagen', 'Lactobacillus Acidophilus', 'Hydroxypropyl Methylcellulose',
  ],
  men: [
    'Glycerin', 'Caprylic/Capric Triglyceride', 'Menthol', 'Charcoal Powder', 'Allantoin', 'Simmondsia Chinensis Seed Oil',
    'Cetearyl Alcohol', 'Parfum', 'Tocopherol', 'Caffeine',
  ],
};

export const highlightPools: Record<string, string[]> = {
  makeup: ['Vegan', 'Cruelty-free', 'Long-lasting', 'Fragrance-free', 'Paraben-free', 'Ophthalmologically tested'],
  skincare: ['Vegan', 'Cruelty-free', 'Fragrance-free', 'Dermatologically tested', 'For sensitive skin', 'Recyclable packaging'],
  hair: ['Vegan', 'Sulfate-free', 'Silicone-free', 'Colour-safe', 'Cruelty-free', 'Recyclable packaging'],
  fragrance: ['Cruelty-free', 'Vegan', 'Refillable', 'Recyclable packaging'],
  'body-and-bath': ['Vegan', 'Cruelty-free', 'Microplastic-free', 'Dermatologically tested', 'Recyclable packaging'],
  'health-and-wellness': ['Vegan', 'Gluten-free', 'Sugar-free', 'Lactose-free', 'Made in Sweden'],
  men: ['Vegan', 'Cruelty-free', 'Fragrance-free', 'Dermatologically tested'],
};

export const brandCities = [
  'Stockholm', 'Copenhagen', 'Oslo', 'Helsinki', 'Gothenburg', 'Paris', 'Milan', 'London', 'Berlin', 'Amsterdam',
  'Warsaw', 'Seoul', 'New York', 'Grasse', 'Reykjavik',
];

export const tierWords: Record<1 | 2 | 3 | 4, string> = {
  1: 'an affordable everyday brand',
  2: 'a modern beauty brand',
  3: 'a premium brand',
  4: 'a luxury house',
};

export const categoryWords: Record<string, string> = {
  makeup: 'makeup',
  skincare: 'skincare',
  hair: 'hair care',
  fragrance: 'fragrance',
  'body-and-bath': 'body care',
  'health-and-wellness': 'wellness',
  men: 'men’s grooming',
};
