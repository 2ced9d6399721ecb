import { ProductImage, usePhrase } from '@storefront/platform';
import type { ActivityProduct } from '../../../contract/social-profile-page';
import './looks.css';

/** The catalog's product pictures are squares of this size (their source). */
const productPictureSource = 2_880;

/** A product's small square picture beside its name (decorative: the name says what it is). */
export function LookProductPicture({ product }: { product: Pick<ActivityProduct, 'imageUrl'> }) {
  return (
    <ProductImage
      image={{ src: product.imageUrl, altText: '', sourceWidth: productPictureSource, sourceHeight: productPictureSource }}
      size="thumb"
      sizes="3rem"
      className="o_LookProducts__picture"
    />
  );
}

/** A look's products, each a link to its page with its picture, brand and name, in the member's order. */
export function LookProducts({ products }: { products: ActivityProduct[] }) {
  const t = usePhrase();
  if (products.length === 0) return null;
  return (
    <ul className="o_LookProducts" aria-label={t('/Social/Looks/ProductsOfLook')}>
      {products.map((product) => (
        <li key={product.code}>
          <a href={product.url}>
            <LookProductPicture product={product} />
            <span>
              <span className="o_LookProducts__brand">{product.brandName}</span> {product.name}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
