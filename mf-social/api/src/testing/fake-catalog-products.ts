import type { CatalogProducts, RatedProduct, ReviewProduct } from '../catalog/catalog-products';
import { CatalogUnavailable } from '../catalog/catalog-products';

/**
 * Products the tests write about: a lip mask (its reviews ask nothing more), a foundation (skin tone and type), and a
 * mascara (a look's third product).
 */
export const lipMask: ReviewProduct = {
  code: 'sephora:P420652',
  name: 'Lip Sleeping Mask',
  brandName: 'LANEIGE',
  url: '/p/lip-sleeping-mask-200001',
  imageUrl: '/images/products/200001/1',
  reviewAttributes: [],
};
export const foundation: ReviewProduct = {
  code: 'demo-1001',
  name: 'Skin Foundation',
  brandName: 'Nordic Skin',
  url: '/p/skin-foundation-100001',
  imageUrl: '/images/products/100001/1',
  reviewAttributes: ['skinTone', 'skinType'],
};
export const mascara: ReviewProduct = {
  code: 'demo-1002',
  name: 'Volume Mascara',
  brandName: 'Nordic Skin',
  url: '/p/volume-mascara-100002',
  imageUrl: '/images/products/100002/1',
  reviewAttributes: [],
};

export interface FakeCatalogProducts extends CatalogProducts {
  /** While true, every call rejects as a catalog that does not answer. */
  down: boolean;
  /** The demo products with a rating of the catalog's own (ratedProducts' list). */
  rated: RatedProduct[];
}

/** The catalog as Social sees it, in memory: `products`, and Sephora keys for the imported ones ('P420652'). */
export function fakeCatalogProducts(products: ReviewProduct[] = [lipMask, foundation, mascara]): FakeCatalogProducts {
  const byCode = new Map(products.map((product) => [product.code, product]));
  const fake: FakeCatalogProducts = {
    down: false,
    rated: [],
    async reviewProducts(codes) {
      if (fake.down) throw new CatalogUnavailable('the catalog did not answer: down in this test');
      return new Map(codes.flatMap((code) => (byCode.has(code) ? [[code, byCode.get(code)!] as const] : [])));
    },
    async importedProducts(source, keys) {
      if (fake.down) throw new CatalogUnavailable('the catalog did not answer: down in this test');
      return new Map(keys.flatMap((key) => (byCode.has(`${source}:${key}`) ? [[key, `${source}:${key}`] as const] : [])));
    },
    async ratedProducts(after, limit) {
      if (fake.down) throw new CatalogUnavailable('the catalog did not answer: down in this test');
      const products = fake.rated.filter((product) => product.code > after).sort((a, b) => (a.code < b.code ? -1 : 1)).slice(0, limit);
      return { products, nextAfter: products.length === limit ? products.at(-1)!.code : null };
    },
  };
  return fake;
}
