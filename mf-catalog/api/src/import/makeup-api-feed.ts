import { parseFeedSize } from './feed-size';
import { FeedRowError, type FeedProduct, type FeedVariant } from './feed-product';
import { toUsdRates } from './market-prices';
import { parsePythonLiteral, parseStringList } from './python-literal';

/** The columns of the Makeup API dump (../shared/data/catalog/makeup-api-products.csv). */
export const makeupApiColumns = ['id', 'brand', 'name', 'price', 'product_type', 'product_colors'] as const;

const titleCase = (text: string) => text.replace(/\b\w/g, (first) => first.toUpperCase());

/** One row of the Makeup API feed: each shade with a hex colour is a colour variant; no shades, one variant. */
export function makeupApiProduct(row: Record<string, string>): FeedProduct {
  const key = row.id?.trim();
  if (!key || !/^\d+$/.test(key)) throw new FeedRowError('id is missing or not a number');
  const name = row.name?.trim();
  if (!name) throw new FeedRowError('name is empty');
  const brand = row.brand?.trim();
  if (!brand) throw new FeedRowError('brand is empty');
  const price = Number(row.price);
  const rate = toUsdRates[(row.currency?.trim() || 'USD').toUpperCase()];
  if (!Number.isFinite(price) || price <= 0) throw new FeedRowError(`price "${row.price ?? ''}" is not a price`);
  if (rate === undefined) throw new FeedRowError(`currency "${row.currency}" is not one the import converts`);
  const priceUsd = Math.round(price * rate * 100) / 100;
  const type = row.product_type?.trim() || 'makeup';
  const size = parseFeedSize('', false);
  const colours = row.product_colors?.trim() ? parsePythonLiteral(row.product_colors.trim()) : [];
  if (!Array.isArray(colours)) throw new FeedRowError('product_colors is not a list');
  const seen = new Set<string>();
  const variants: FeedVariant[] = [];
  for (const colour of colours as Record<string, unknown>[]) {
    const hex = String(colour?.hex_value ?? '').trim().toLowerCase().split(',')[0]!;
    const shadeName = String(colour?.colour_name ?? '').trim() || hex;
    if (!/^#[0-9a-f]{6}$/.test(hex) || seen.has(`${shadeName}|${hex}`)) continue;
    seen.add(`${shadeName}|${hex}`);
    variants.push({ key: `${shadeName}|${hex}`, name: shadeName, shadeHex: hex, size, priceUsd, inStock: true });
  }
  if (variants.length === 0) variants.push({ key: '', name: titleCase(type.replace(/_/g, ' ')), size, priceUsd, inStock: true });
  const rating = Number(row.rating);
  const brandName = titleCase(brand);
  return {
    source: 'makeup-api',
    sourceKey: key,
    name,
    brandName,
    categoryPath: ['Makeup', type],
    productType: type.replace(/_/g, ' '),
    description: row.description?.trim().replace(/\s+/g, ' ').slice(0, 2000) || `${name} by ${brandName}.`,
    highlights: parseStringList(row.tag_list),
    ...(Number.isFinite(rating) && rating >= 1 && row.rating?.trim() ? { rating: Math.min(5, rating) } : {}),
    reviewCount: Number.isFinite(rating) && rating >= 1 && row.rating?.trim() ? 1 : 0,
    isNew: false,
    popularity: 0,
    ...(row.created_at ? { launchedOn: row.created_at.slice(0, 10) } : {}),
    variants,
  };
}
