import type { VariantOption } from '@storefront/platform';
import type { CatalogVariantPage } from '../../../contract/product-page';
import { catalogText } from '../catalog/catalog-texts';
import { categoryPath, categoryUrl } from '../catalog/category-repository';
import { brandUrl } from '../catalog/brand-repository';
import { priceFor } from '../catalog/price';
import { productUrl } from '../catalog/product-card';
import { productImage } from '../catalog/product-image';
import { sizeText, unitText } from '../catalog/size-text';
import { maxQuantityOf, stockStatusOf } from '../catalog/stock-status';
import { productTags } from '../catalog/product-extras';
import { variantsOfProduct, visibleProductOfVariant, type ProductRecord, type VariantRecord } from '../catalog/variant-repository';
import { productFragrance } from '../fragrance/product-fragrance';
import { giftOffersOf } from '../product-page/gift-offers';
import { lowestOfDays, priceChanges, priceHistoryOf, priorPrice } from '../product-page/price-history';
import { notFoundPage } from './not-found-page';
import { breadcrumbJsonLd, fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';
import { productJsonLd } from './product-json-ld';

function variantName(product: ProductRecord, variant: VariantRecord, context: PageContext): string {
  return product.varies_by === 'COLOR' ? variant.name : sizeText(variant.size_milli, variant.size_unit, context.shopper.culture);
}

function imagesOf(product: ProductRecord, variant: VariantRecord, name: string) {
  return Array.from({ length: variant.image_count }, (_, index) =>
    productImage(variant.code, index + 1, `${product.brand_name} ${product.name} ${name}`),
  );
}

export async function variantPage(context: PageContext, slug: string, variantCode: string): Promise<PageResult> {
  const { db, shopper, today } = context;
  // A product sold in stores only is not found by web shoppers.
  const product = await visibleProductOfVariant(db, variantCode, shopper);
  if (!product) return notFoundPage(context);
  const [variants, path] = await Promise.all([
    variantsOfProduct(db, product.code, shopper.currency),
    categoryPath(db, product.category_code, shopper.culture),
  ]);
  const selected = variants.find((variant) => variant.code === variantCode);
  if (!selected) return notFoundPage(context);
  const knownOffers = context.checkout.knownGiftOffers(shopper);
  const [tags, changes, fragrance, giftOffers] = await Promise.all([
    productTags(db, product.code, shopper.culture),
    priceChanges(db, variantCode, shopper.currency, today, shopper.isMember),
    productFragrance(db, product.code, shopper.culture),
    knownOffers && giftOffersOf(db, knownOffers, shopper),
  ]);
  const money = (amount: number | null) => (amount !== null ? { amount, currency: shopper.currency } : null);
  const lowestPrice30Days = money(lowestOfDays(changes, today));
  // EU price indication rule: a reduction shows the lowest price of the 30 days before it; without history from
  // then, the lowest of the last 30 days. Each says which it is.
  const prior = money(priorPrice(changes, today));
  const lowestComparison = prior
    ? { value: prior, typeText: catalogText(shopper.culture, 'lowest30DaysBeforeReduction') }
    : lowestPrice30Days && { value: lowestPrice30Days, typeText: catalogText(shopper.culture, 'lowest30Days') };

  const options: (VariantOption & { price: ReturnType<typeof priceFor> })[] = variants.map((variant) => {
    const name = variantName(product, variant, context);
    return {
      code: variant.code,
      name,
      url: productUrl(product.slug, variant.code),
      isSelected: variant.code === variantCode,
      ...(variant.shade_hex ? { color: variant.shade_hex } : { size: name }),
      image: imagesOf(product, variant, name)[0]!,
      stockStatus: stockStatusOf(variant, today),
      price: priceFor(variant, shopper),
    };
  });
  const chosen = options.find((option) => option.isSelected)!;
  const images = imagesOf(product, selected, chosen.name);
  const url = productUrl(product.slug, variantCode);
  const brand = { name: product.brand_name, url: brandUrl(product.brand_slug) };
  const breadcrumbs = [
    { name: catalogText(shopper.culture, 'home'), url: '/' },
    ...path.map((step) => ({ name: step.name, url: categoryUrl(step.code) })),
    { name: product.name, url },
  ];
  const rating = product.rating_tenths !== null ? { rating: product.rating_tenths / 10, reviewCount: product.review_count } : {};
  const title = `${product.brand_name} ${product.name} ${chosen.name}`;
  const theme = path[0]?.theme ?? 'default';

  const page: CatalogVariantPage = {
    ...pageBase(context, {
      componentName: 'VariantViewModel',
      url,
      title,
      description: product.description,
      section: 'product',
      theme,
      jsonLd: [
        productJsonLd({ code: product.code, name: product.name, brandName: product.brand_name, description: product.description, images, selected: chosen, variants: options, ...rating }),
        breadcrumbJsonLd(breadcrumbs),
      ],
      metaElements: [
        { property: 'og:type', content: 'product' },
        { property: 'og:image', content: `${images[0]!.src}?w=1280&q=75&fmt=jpg` },
      ],
    }),
    componentName: 'VariantViewModel',
    product: {
      code: product.code,
      name: product.name,
      brand,
      description: product.description,
      ...(product.ingredients ? { ingredients: product.ingredients } : {}),
      highlights: product.highlights,
      productVariesBy: product.varies_by,
      ...rating,
      tags,
      ...(fragrance ? { fragrance } : {}),
      posFlags: { originatesFromPos: product.originates_from_pos, showInPosOnly: product.show_in_pos_only, virtual: product.is_virtual },
    },
    variant: {
      code: selected.code,
      name: chosen.name,
      displayName: `${product.name} ${chosen.name}`,
      size: sizeText(selected.size_milli, selected.size_unit, shopper.culture),
      unit: unitText(selected.size_unit, shopper.culture),
      ...(selected.shade_hex ? { color: selected.shade_hex } : {}),
      images,
      price:
        lowestComparison && chosen.price.useDiscountStyling
          ? {
              ...chosen.price,
              comparisonPrices: [
                ...chosen.price.comparisonPrices,
                { type: 'lowest30days', ...lowestComparison, isEach: false },
              ],
            }
          : chosen.price,
      stockStatus: chosen.stockStatus,
      maxQuantity: maxQuantityOf(selected, chosen.stockStatus, product.max_quantity),
    },
    variants: options.map(({ price: _price, ...option }) => option),
    breadcrumbs,
    trackingProduct: { id: selected.code, quantity: 1, category: path.map((step) => step.name).join('/') },
    ...(lowestPrice30Days ? { lowestPrice30Days } : {}),
    priceHistory: priceHistoryOf(variantCode, shopper.currency, changes, today),
    ...(giftOffers ? { giftOffers: { variantCode, offers: giftOffers } } : {}),
  };
  return {
    status: 200,
    ...(slug !== product.slug ? { actualUrl: url } : {}),
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: title }],
      paragraphs: [product.description, ...(product.ingredients ? [product.ingredients] : [])],
      links: fallbackLinks([brand, ...breadcrumbs.slice(1, -1), ...options.filter((option) => !option.isSelected)]),
    })),
  };
}
