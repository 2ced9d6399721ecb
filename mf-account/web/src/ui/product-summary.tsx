import type { ReactNode } from 'react';
import { ProductImage, type Image } from '@storefront/platform';

export interface ProductSummaryProps {
  image: Image | null;
  brandName: string;
  name: string;
  url: string;
  /** What the list says of the product besides (its quantity and price, whether it can be bought). */
  children?: ReactNode;
}

/** A product in a list of my pages: its picture, its brand, and its name linking to it. */
export function ProductSummary({ image, brandName, name, url, children }: ProductSummaryProps) {
  return (
    <>
      <div className="a_ProductSummary__image">{image && <ProductImage image={image} size="thumb" sizes="60px" />}</div>
      <div className="a_ProductSummary__details">
        <p className="a_ProductSummary__brand">{brandName}</p>
        <p className="a_ProductSummary__name">
          <a href={url}>{name}</a>
        </p>
        {children}
      </div>
    </>
  );
}
