import type { ProductRecommendations as Recommendations } from '../../../contract/product-page';
import { usePhrase } from '@storefront/platform';
import { useVariantSection } from '../product-page/use-variant-section';
import { ProductRow } from './product-row';
import './product-recommendations.css';

/** "Often bought together" (once orders exist) and "similar products", loaded after the page shows. */
export function ProductRecommendations({ variantCode }: { variantCode: string }) {
  const t = usePhrase();
  const recommendations = useVariantSection<Recommendations>(variantCode, 'recommendations', 'similar');
  if (!recommendations) return null;
  const { boughtTogether = [], similar } = recommendations;
  if (boughtTogether.length === 0 && similar.length === 0) return null;
  return (
    <div className="c_ProductRecommendations">
      {boughtTogether.length > 0 && <ProductRow heading={t('/ProductPage/Recommendations/BoughtTogether')} products={boughtTogether} />}
      {similar.length > 0 && <ProductRow heading={t('/ProductPage/Recommendations/Similar')} products={similar} />}
    </div>
  );
}
