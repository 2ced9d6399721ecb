import type { ShadePalette } from './shades';

export type Silhouette = 'lipstick' | 'bottle' | 'jar' | 'tube' | 'compact' | 'brush' | 'pencil';
export type SizeUnit = 'ml' | 'g' | 'st';

export interface Size {
  amount: number;
  unit: SizeUnit;
}

/** What the products of a leaf category look like: their shape, how they vary, what they cost, what they are called. */
export interface LeafProducts {
  silhouette: Silhouette;
  /** Products come in these shades (one size), or else in `sizes`. */
  shades?: ShadePalette;
  sizes: Size[];
  /** Price in SEK of the smallest size from a mid-range brand, from..to. */
  priceSek: readonly [number, number];
  nouns: string[];
  /** Fragrances are named after a scent ("Amber Dunes Eau de Parfum"). */
  naming?: 'scent';
  /** Relative share of the catalog. */
  weight: number;
}

export interface CategoryNode {
  /** English name; translations are in category-names.ts. */
  name: string;
  theme?: string;
  children?: CategoryNode[];
  products?: LeafProducts;
}

type Variation = Pick<LeafProducts, 'shades' | 'sizes'>;

const shades = (palette: ShadePalette, amount: number, unit: SizeUnit): Variation => ({
  shades: palette,
  sizes: [{ amount, unit }],
});
const sizes = (unit: SizeUnit, ...amounts: number[]): Variation => ({ sizes: amounts.map((amount) => ({ amount, unit })) });

const node = (name: string, children: CategoryNode[], theme?: string): CategoryNode => ({ name, children, theme });
const leaf = (
  name: string,
  silhouette: Silhouette,
  variation: Variation,
  priceSek: readonly [number, number],
  nouns: string[],
  weight = 1,
  naming?: 'scent',
): CategoryNode => ({ name, products: { silhouette, ...variation, priceSek, nouns, weight, naming } });
const scent = (name: string, variation: Variation, priceSek: readonly [number, number], nouns: string[], weight = 1) =>
  leaf(name, 'bottle', variation, priceSek, nouns, weight, 'scent');

/** The category tree. Makeup/Eyes and Skincare/Serums have exactly six children; Makeup/Face and Hair/Styling more. */
export const categoryTree: CategoryNode[] = [
  node('Makeup', [
    node('Face', [
      leaf('Foundation', 'bottle', shades('skin', 30, 'ml'), [249, 449], ['Foundation', 'Serum Foundation', 'Matte Foundation', 'Skin Foundation'], 3),
      leaf('Concealer', 'tube', shades('skin', 6, 'ml'), [149, 299], ['Concealer', 'Cover Concealer', 'Brightening Concealer'], 2),
      leaf('Powder', 'compact', shades('skin', 9, 'g'), [179, 379], ['Pressed Powder', 'Setting Powder', 'Loose Powder']),
      leaf('Blush', 'compact', shades('blush', 5, 'g'), [149, 349], ['Blush', 'Cheek Colour', 'Cream Blush']),
      leaf('Bronzer', 'compact', shades('bronze', 8, 'g'), [179, 379], ['Bronzer', 'Bronzing Powder', 'Sun Powder']),
      leaf('Highlighter', 'compact', shades('glow', 7, 'g'), [179, 379], ['Highlighter', 'Glow Powder', 'Illuminator']),
      leaf('Primer', 'tube', sizes('ml', 15, 30), [199, 349], ['Primer', 'Pore Primer', 'Glow Primer', 'Smoothing Base']),
      leaf('Setting Spray', 'bottle', sizes('ml', 30, 100), [149, 299], ['Setting Spray', 'Fixing Mist']),
    ]),
    node('Eyes', [
      leaf('Mascara', 'tube', shades('lash', 10, 'ml'), [129, 299], ['Mascara', 'Volume Mascara', 'Lengthening Mascara', 'Lash Lift Mascara'], 3),
      leaf('Eyeliner', 'pencil', shades('liner', 1.2, 'g'), [99, 249], ['Eyeliner', 'Kohl Pencil', 'Gel Liner'], 2),
      leaf('Eyeshadow', 'compact', shades('eye', 1.5, 'g'), [99, 249], ['Eyeshadow', 'Mono Shadow', 'Cream Shadow'], 2),
      leaf('Eyebrows', 'pencil', shades('brow', 0.3, 'g'), [119, 249], ['Brow Pencil', 'Brow Definer', 'Brow Sculptor']),
      leaf('False Lashes', 'compact', sizes('st', 1, 3), [79, 199], ['False Lashes', 'Lash Strips', 'Wispy Lashes']),
      leaf('Eye Primer', 'tube', sizes('ml', 10), [149, 249], ['Eye Primer', 'Shadow Base', 'Lid Primer']),
    ]),
    node('Lips', [
      leaf('Lipstick', 'lipstick', shades('lip', 3.5, 'g'), [149, 399], ['Lipstick', 'Matte Lipstick', 'Satin Lipstick', 'Cream Lipstick'], 4),
      leaf('Lip Gloss', 'tube', shades('lip', 6, 'ml'), [129, 279], ['Lip Gloss', 'Lip Oil', 'Gloss Bomb', 'Lip Lacquer'], 2),
      leaf('Lip Liner', 'pencil', shades('lip', 1.2, 'g'), [99, 219], ['Lip Liner', 'Lip Pencil', 'Lip Contour']),
      leaf('Liquid Lipstick', 'tube', shades('lip', 5, 'ml'), [149, 329], ['Liquid Lipstick', 'Lip Stain', 'Matte Liquid Lip'], 2),
    ]),
    node('Nails', [
      leaf('Nail Polish', 'bottle', shades('nail', 10, 'ml'), [79, 229], ['Nail Polish', 'Nail Lacquer', 'Gel Effect Polish'], 3),
      leaf('Nail Care', 'bottle', sizes('ml', 10), [99, 199], ['Cuticle Oil', 'Base Coat', 'Top Coat', 'Nail Strengthener']),
      leaf('Nail Polish Remover', 'bottle', sizes('ml', 100, 200), [59, 129], ['Nail Polish Remover', 'Acetone-Free Remover']),
    ]),
    node('Brushes & Tools', [
      leaf('Makeup Brushes', 'brush', sizes('st', 1), [99, 449], ['Foundation Brush', 'Powder Brush', 'Blending Brush', 'Kabuki Brush', 'Angled Brush'], 2),
      leaf('Brush Sets', 'brush', sizes('st', 5, 8), [299, 899], ['Brush Set', 'Travel Brush Kit', 'Essentials Brush Set']),
    ]),
    leaf('Makeup Removers', 'bottle', sizes('ml', 100, 200, 400), [99, 249], ['Makeup Remover', 'Eye Makeup Remover', 'Bi-Phase Remover']),
  ]),
  node('Skincare', [
    node('Cleansers', [
      leaf('Cleansing Gel', 'tube', sizes('ml', 150, 300), [129, 299], ['Cleansing Gel', 'Gel Cleanser', 'Purifying Gel']),
      leaf('Cleansing Oil', 'bottle', sizes('ml', 100, 200), [199, 399], ['Cleansing Oil', 'Oil Cleanser']),
      leaf('Micellar Water', 'bottle', sizes('ml', 100, 400), [99, 229], ['Micellar Water', 'Micellar Cleansing Water']),
      leaf('Cleansing Foam', 'bottle', sizes('ml', 150), [129, 279], ['Cleansing Foam', 'Foaming Cleanser']),
      leaf('Cleansing Balm', 'jar', sizes('ml', 50, 100), [199, 399], ['Cleansing Balm', 'Melting Balm']),
    ]),
    node('Moisturisers', [
      leaf('Day Cream', 'jar', sizes('ml', 30, 50), [249, 699], ['Day Cream', 'Moisturising Cream', 'Hydrating Gel Cream', 'Barrier Cream'], 3),
      leaf('Night Cream', 'jar', sizes('ml', 50), [299, 799], ['Night Cream', 'Overnight Repair Cream', 'Recovery Cream'], 2),
      leaf('Face Oil', 'bottle', sizes('ml', 15, 30), [299, 699], ['Face Oil', 'Facial Oil', 'Glow Oil']),
      leaf('Tinted Moisturiser', 'tube', shades('skin', 50, 'ml'), [249, 449], ['Tinted Moisturiser', 'Skin Tint', 'BB Cream', 'CC Cream']),
    ]),
    node('Serums', [
      leaf('Vitamin C Serum', 'bottle', sizes('ml', 15, 30), [249, 799], ['Vitamin C Serum', 'C-Boost Serum', 'Brightening Serum'], 2),
      leaf('Hyaluronic Acid Serum', 'bottle', sizes('ml', 15, 30), [199, 599], ['Hyaluronic Serum', 'Hydra Serum', 'Plumping Serum'], 2),
      leaf('Retinol Serum', 'bottle', sizes('ml', 15, 30), [299, 799], ['Retinol Serum', 'Night Retinol', 'Renewal Serum']),
      leaf('Niacinamide Serum', 'bottle', sizes('ml', 15, 30), [199, 499], ['Niacinamide Serum', 'Pore Serum', 'Clarifying Serum']),
      leaf('Peptide Serum', 'bottle', sizes('ml', 15, 30), [349, 899], ['Peptide Serum', 'Firming Serum', 'Lift Serum']),
      leaf('Exfoliating Serum', 'bottle', sizes('ml', 30), [249, 599], ['AHA Serum', 'Exfoliating Serum', 'Resurfacing Serum']),
    ]),
    node('Face Masks', [
      leaf('Sheet Masks', 'compact', sizes('st', 1, 5), [39, 149], ['Sheet Mask', 'Hydrating Sheet Mask', 'Glow Sheet Mask']),
      leaf('Clay Masks', 'jar', sizes('ml', 50, 100), [199, 449], ['Clay Mask', 'Detox Mask', 'Purifying Mask']),
      leaf('Overnight Masks', 'jar', sizes('ml', 50, 75), [249, 499], ['Sleeping Mask', 'Overnight Mask']),
    ]),
    node('Eye Care', [
      leaf('Eye Cream', 'jar', sizes('ml', 15), [249, 599], ['Eye Cream', 'Depuffing Eye Cream', 'Eye Contour Cream'], 2),
      leaf('Eye Patches', 'jar', sizes('st', 60), [199, 399], ['Eye Patches', 'Hydrogel Eye Patches']),
    ]),
    leaf('Toners', 'bottle', sizes('ml', 100, 200), [149, 349], ['Toner', 'Essence Toner', 'Balancing Toner']),
    node('Sun Care', [
      leaf('Face Sun Protection', 'tube', sizes('ml', 50), [199, 399], ['Sun Fluid SPF 50', 'Daily SPF 30', 'Mineral Sunscreen SPF 50']),
      leaf('Body Sun Protection', 'bottle', sizes('ml', 150, 200, 300), [149, 349], ['Sun Lotion SPF 30', 'Sun Spray SPF 50', 'Sun Oil SPF 15']),
      leaf('After Sun', 'bottle', sizes('ml', 150, 300), [119, 249], ['After Sun Lotion', 'Cooling After Sun Gel']),
    ]),
    leaf('Lip Care', 'lipstick', sizes('g', 4.8), [59, 149], ['Lip Balm', 'Lip Treatment', 'Lip Butter']),
  ]),
  node('Hair', [
    node('Shampoo', [
      leaf('Moisturising Shampoo', 'bottle', sizes('ml', 250, 500, 1000), [99, 299], ['Moisture Shampoo', 'Hydrating Shampoo'], 2),
      leaf('Volumising Shampoo', 'bottle', sizes('ml', 250, 500), [99, 299], ['Volume Shampoo', 'Thickening Shampoo']),
      leaf('Purple Shampoo', 'bottle', sizes('ml', 250, 500), [119, 299], ['Silver Shampoo', 'Blonde Shampoo']),
      leaf('Anti-Dandruff Shampoo', 'bottle', sizes('ml', 250), [89, 229], ['Anti-Dandruff Shampoo', 'Scalp Balance Shampoo']),
    ]),
    node('Conditioner', [
      leaf('Rinse-out Conditioner', 'bottle', sizes('ml', 200, 500, 1000), [99, 299], ['Conditioner', 'Repair Conditioner', 'Smoothing Conditioner'], 2),
      leaf('Leave-in Conditioner', 'bottle', sizes('ml', 150, 250), [129, 299], ['Leave-In Conditioner', 'Detangling Spray']),
    ]),
    leaf('Hair Masks', 'jar', sizes('ml', 200, 500), [149, 399], ['Hair Mask', 'Repair Mask', 'Bond Mask']),
    node('Styling', [
      leaf('Hairspray', 'bottle', sizes('ml', 75, 250, 400), [99, 249], ['Hairspray', 'Flexible Hold Spray', 'Strong Hold Spray']),
      leaf('Hair Wax', 'jar', sizes('ml', 75), [129, 249], ['Hair Wax', 'Matte Paste', 'Pomade']),
      leaf('Mousse', 'bottle', sizes('ml', 200), [119, 229], ['Volume Mousse', 'Curl Mousse']),
      leaf('Heat Protection', 'bottle', sizes('ml', 150), [149, 299], ['Heat Protection Spray', 'Thermal Shield']),
      leaf('Curl Cream', 'tube', sizes('ml', 150, 300), [149, 299], ['Curl Cream', 'Curl Defining Cream']),
      leaf('Hair Gel', 'tube', sizes('ml', 150), [79, 179], ['Hair Gel', 'Wet Look Gel']),
      leaf('Texturising Spray', 'bottle', sizes('ml', 150, 250), [149, 299], ['Texture Spray', 'Sea Salt Spray', 'Dry Texture Spray']),
    ]),
    node('Hair Treatment', [
      leaf('Hair Oil', 'bottle', sizes('ml', 50, 100), [199, 449], ['Hair Oil', 'Argan Hair Oil', 'Shine Oil']),
      leaf('Scalp Care', 'bottle', sizes('ml', 100), [199, 399], ['Scalp Serum', 'Scalp Tonic', 'Scalp Scrub']),
      leaf('Hair Serum', 'bottle', sizes('ml', 50), [199, 399], ['Hair Serum', 'Frizz Serum', 'Split End Serum']),
    ]),
    node('Hair Colour', [
      leaf('Permanent Hair Colour', 'tube', shades('hair', 1, 'st'), [99, 179], ['Permanent Colour', 'Colour Cream', 'Intense Colour'], 2),
      leaf('Semi-Permanent Hair Colour', 'tube', shades('hair', 1, 'st'), [99, 179], ['Toning Gloss', 'Semi-Permanent Colour']),
    ]),
    leaf('Dry Shampoo', 'bottle', sizes('ml', 100, 200), [89, 229], ['Dry Shampoo', 'Refresh Dry Shampoo']),
  ]),
  node(
    'Fragrance',
    [
      node('Women', [
        node('Perfume', [
          scent('Eau de Parfum', sizes('ml', 30, 50, 100), [549, 1199], ['Eau de Parfum'], 4),
          scent('Eau de Toilette', sizes('ml', 30, 50, 100), [399, 899], ['Eau de Toilette'], 3),
          scent('Extrait de Parfum', sizes('ml', 30, 50), [899, 1899], ['Extrait de Parfum']),
          scent('Body Mist', sizes('ml', 100, 250), [149, 349], ['Body Mist']),
        ]),
        scent('Hair Mist', sizes('ml', 30, 50), [299, 599], ['Hair Mist']),
      ]),
      node('Men', [
        node('Perfume', [
          scent('Eau de Parfum', sizes('ml', 50, 100), [599, 1199], ['Eau de Parfum'], 2),
          scent('Eau de Toilette', sizes('ml', 50, 100), [449, 899], ['Eau de Toilette'], 2),
          scent('Aftershave', sizes('ml', 50, 100), [299, 699], ['Aftershave']),
        ]),
        scent('Deodorant Spray', sizes('ml', 150), [199, 399], ['Deodorant Spray']),
      ]),
      node('Unisex', [
        scent('Eau de Parfum', sizes('ml', 50, 100), [599, 1299], ['Eau de Parfum'], 2),
        scent('Eau de Toilette', sizes('ml', 50, 100), [449, 899], ['Eau de Toilette']),
      ]),
      leaf('Gift Sets', 'jar', sizes('st', 1), [399, 1499], ['Gift Set', 'Discovery Set', 'Travel Set'], 1, 'scent'),
      node('Home Fragrance', [
        leaf('Scented Candles', 'jar', sizes('g', 190), [249, 599], ['Scented Candle'], 1, 'scent'),
        scent('Room Diffusers', sizes('ml', 100, 200), [299, 699], ['Reed Diffuser']),
      ]),
      scent('Mini Fragrances', sizes('ml', 5, 10), [99, 299], ['Eau de Parfum Mini', 'Travel Spray']),
    ],
    'fragrance',
  ),
  node('Body & Bath', [
    node('Shower & Bath', [
      leaf('Shower Gel', 'bottle', sizes('ml', 250, 500), [49, 199], ['Shower Gel', 'Shower Cream', 'Body Wash'], 2),
      leaf('Shower Oil', 'bottle', sizes('ml', 200, 400), [99, 249], ['Shower Oil', 'Cleansing Body Oil']),
      leaf('Bath Foam', 'bottle', sizes('ml', 500), [79, 199], ['Bath Foam', 'Bubble Bath', 'Bath Soak']),
    ]),
    node('Body Care', [
      leaf('Body Lotion', 'bottle', sizes('ml', 200, 400), [99, 299], ['Body Lotion', 'Body Milk', 'Firming Lotion'], 2),
      leaf('Body Butter', 'jar', sizes('ml', 200), [149, 349], ['Body Butter', 'Body Souffle']),
      leaf('Body Oil', 'bottle', sizes('ml', 100), [199, 399], ['Body Oil', 'Dry Oil', 'Shimmer Oil']),
    ]),
    leaf('Body Scrub', 'jar', sizes('g', 200, 400), [149, 299], ['Body Scrub', 'Sugar Scrub', 'Salt Scrub']),
    leaf('Deodorant', 'tube', sizes('ml', 50), [49, 199], ['Roll-On Deodorant', 'Deodorant Cream', 'Deo Stick'], 2),
    node('Hand & Foot', [
      leaf('Hand Cream', 'tube', sizes('ml', 30, 75), [69, 249], ['Hand Cream', 'Hand Balm', 'Repair Hand Cream'], 2),
      leaf('Foot Cream', 'tube', sizes('ml', 75, 100), [79, 199], ['Foot Cream', 'Heel Balm']),
    ]),
    leaf('Self Tan', 'bottle', sizes('ml', 150, 200), [149, 399], ['Self Tan Mousse', 'Tanning Drops', 'Gradual Tan Lotion']),
    leaf('Hair Removal', 'tube', sizes('ml', 100, 150), [79, 179], ['Hair Removal Cream', 'Smoothing Cream']),
  ]),
  node('Health & Wellness', [
    node('Vitamins', [
      leaf('Multivitamins', 'jar', sizes('st', 60, 120), [79, 249], ['Multivitamin', 'Daily Multi', 'Women’s Multi']),
      leaf('Vitamin D', 'jar', sizes('st', 60, 120), [59, 179], ['Vitamin D3', 'Sunshine D']),
      leaf('Hair, Skin & Nails', 'jar', sizes('st', 60, 120), [149, 349], ['Hair Skin Nails', 'Beauty Complex', 'Biotin Boost']),
    ]),
    node('Supplements', [
      leaf('Collagen', 'jar', sizes('g', 300), [299, 549], ['Collagen Powder', 'Marine Collagen']),
      leaf('Omega-3', 'jar', sizes('st', 60, 120), [99, 299], ['Omega-3', 'Fish Oil', 'Algae Omega']),
      leaf('Probiotics', 'jar', sizes('st', 30, 60), [149, 349], ['Probiotic', 'Gut Balance']),
    ]),
    node('Oral Care', [
      leaf('Toothpaste', 'tube', sizes('ml', 75), [39, 119], ['Toothpaste', 'Whitening Toothpaste', 'Sensitive Toothpaste'], 2),
      leaf('Mouthwash', 'bottle', sizes('ml', 500), [49, 129], ['Mouthwash', 'Fresh Mint Rinse']),
      leaf('Teeth Whitening', 'compact', sizes('st', 14, 28), [199, 449], ['Whitening Strips', 'Whitening Kit']),
    ]),
    leaf('Sleep & Relaxation', 'jar', sizes('st', 30, 60), [99, 249], ['Sleep Support', 'Magnesium Calm', 'Night Ritual']),
    leaf('Intimate Care', 'bottle', sizes('ml', 250), [69, 149], ['Intimate Wash', 'Intimate Gel']),
    leaf('Sports Nutrition', 'jar', sizes('g', 500, 1000), [199, 399], ['Protein Powder', 'Plant Protein', 'Recovery Blend']),
  ]),
  node('Men', [
    node('Shaving', [
      leaf('Shaving Foam', 'bottle', sizes('ml', 200), [59, 149], ['Shaving Foam', 'Shaving Gel']),
      leaf('Aftershave Balm', 'tube', sizes('ml', 100), [149, 349], ['Aftershave Balm', 'Post-Shave Balm']),
    ]),
    node('Beard Care', [
      leaf('Beard Oil', 'bottle', sizes('ml', 30, 50), [149, 299], ['Beard Oil', 'Beard Elixir']),
      leaf('Beard Balm', 'jar', sizes('ml', 50), [149, 279], ['Beard Balm', 'Beard Butter']),
      leaf('Beard Shampoo', 'bottle', sizes('ml', 200), [119, 229], ['Beard Wash', 'Beard Shampoo']),
    ]),
    node('Men’s Skincare', [
      leaf('Face Wash', 'tube', sizes('ml', 150), [99, 229], ['Face Wash', 'Charcoal Face Wash', 'Daily Face Wash']),
      leaf('Face Moisturiser', 'tube', sizes('ml', 50, 75), [149, 349], ['Face Moisturiser', 'Energising Gel', 'Daily Hydrator']),
      leaf('Eye Gel', 'tube', sizes('ml', 15), [149, 299], ['Eye Gel', 'Anti-Fatigue Eye Gel']),
    ]),
    node('Men’s Hair', [
      leaf('Men’s Shampoo', 'bottle', sizes('ml', 250, 500), [99, 229], ['Men’s Shampoo', '2-in-1 Shampoo', 'Thickening Shampoo']),
      leaf('Men’s Styling', 'jar', sizes('ml', 75, 100), [129, 249], ['Clay', 'Fibre Paste', 'Grooming Cream']),
    ]),
    scent('Men’s Fragrance', sizes('ml', 50, 100), [449, 999], ['Eau de Toilette', 'Eau de Parfum'], 2),
    leaf('Men’s Deodorant', 'tube', sizes('ml', 75), [59, 179], ['Deo Stick', 'Roll-On Deodorant']),
    leaf('Men’s Body Wash', 'bottle', sizes('ml', 250, 400), [59, 149], ['Body Wash', '3-in-1 Wash', 'Sport Shower Gel']),
  ]),
];
