import type { CSSProperties } from 'react';
import type { BrandViewModel } from '../../../contract/listing-pages';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { ProductListing } from '../product-listing/product-listing';
import '../focus.css';
import './brand-page.css';

export default function BrandPage({ page }: { page: BrandViewModel }) {
  const { brand } = page;
  // The brand colour only draws a decorative rule, so it never has to meet text contrast.
  const accent = { '--c-brand-color': brand.color } as CSSProperties;
  return (
    <div className="c_BrandPage" style={accent}>
      <Breadcrumbs links={page.breadcrumbs} currentUrl={page.url} />
      <header className="c_BrandPage__header">
        <h1 className="c_BrandPage__heading">{brand.name}</h1>
        {brand.description && <p className="c_BrandPage__description">{brand.description}</p>}
      </header>
      <ProductListing listing={page.listing} pageUrl={page.url} />
    </div>
  );
}
