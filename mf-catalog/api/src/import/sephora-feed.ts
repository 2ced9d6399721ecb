import { parseFeedSize } from './feed-size';
import { FeedRowError, type FeedProduct } from './feed-product';
import { parseStringList } from './python-literal';

/** The columns of the Kaggle Sephora product_info.csv (../shared/data/catalog/README.md). */
export const sephoraColumns = ['product_id', 'product_name', 'brand_name', 'price_usd', 'primary_category'] as const;

const number = (value: string | undefined) => (value && value.trim() !== '' ? Number(value) : undefined);

/** One row of the Sephora feed as a product with one variant (its size, or its shade). */
export function sephoraProduct(row: Record<string, string>): FeedProduct {
  const key = row.product_id?.trim();
  if (!key || !/^P\d+$/.test(key)) throw new FeedRowError('product_id is missing or not P followed by digits');
  const name = row.product_name?.trim();
  if (!name) throw new FeedRowError('product_name is empty');
  const brandName = row.brand_name?.trim();
  if (!brandName) throw new FeedRowError('brand_name is empty');
  const priceUsd = number(row.price_usd);
  if (priceUsd === undefined || !Number.isFinite(priceUsd) || priceUsd <= 0) throw new FeedRowError(`price_usd "${row.price_usd ?? ''}" is not a price`);
  const salePriceUsd = number(row.sale_price_usd);
  const rating = number(row.rating);
  const reviews = number(row.reviews) ?? 0;
  const categoryPath = [row.primary_category, row.secondary_category, row.tertiary_category].map((part) => part?.trim() ?? '').filter(Boolean);
  const isFragrance = /fragrance|perfume|cologne|mist/i.test(categoryPath.join(' '));
  const liquid = isFragrance || /ml|fl oz|serum|toner|oil|spray|wash|shampoo|conditioner|lotion/i.test(`${row.size ?? ''} ${name}`);
  const variationType = row.variation_type?.trim() ?? '';
  const variationValue = row.variation_value?.trim() ?? '';
  const isColour = /colou?r|shade/i.test(variationType) && variationValue !== '';
  const highlights = parseStringList(row.highlights);
  const flags = [
    row.limited_edition === '1' ? 'Limited Edition' : '',
    row.online_only === '1' ? 'Online Only' : '',
    row.sephora_exclusive === '1' ? 'Exclusive' : '',
  ].filter(Boolean);
  const ingredients = parseStringList(row.ingredients).join(' ');
  return {
    source: 'sephora',
    sourceKey: key,
    name,
    brandName,
    categoryPath,
    productType: categoryPath[categoryPath.length - 1] ?? 'Beauty',
    description: `${name} by ${brandName}.${highlights.length > 0 ? ` ${highlights.join(', ')}.` : ''}`,
    ...(ingredients ? { ingredients } : {}),
    highlights: [...highlights, ...flags],
    ...(rating !== undefined && reviews > 0 && rating >= 1 ? { rating: Math.min(5, rating) } : {}),
    reviewCount: rating !== undefined && rating >= 1 ? Math.max(0, Math.round(reviews)) : 0,
    isNew: row.new === '1',
    popularity: Math.max(0, Math.round(number(row.loves_count) ?? 0)),
    variants: [
      {
        key: '',
        name: isColour ? variationValue : row.size?.trim() || variationValue || name,
        size: parseFeedSize(row.size || (variationType.toLowerCase().includes('size') ? variationValue : ''), liquid),
        priceUsd,
        ...(salePriceUsd !== undefined && salePriceUsd > 0 && salePriceUsd < priceUsd ? { salePriceUsd } : {}),
        inStock: row.out_of_stock !== '1',
      },
    ],
  };
}
