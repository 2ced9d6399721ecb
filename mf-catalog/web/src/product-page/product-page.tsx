import type { CatalogVariantPage } from '../../../contract/product-page';
import { Slot, useAppShellData, usePhrase } from '@storefront/platform';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { GiftOffers } from '../gift-offers/gift-offers';
import { Price } from '../price/price';
import { PriceHistory } from '../price-history/price-history';
import { ProductVideos } from '../product-videos/product-videos';
import { ProductRecommendations } from '../recommendations/product-recommendations';
import { StockStatus } from '../stock-status/stock-status';
import { StoreStock } from '../store-stock/store-stock';
import { AddToCart } from './add-to-cart';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { ReviewsStandIn } from './reviews-stand-in';
import { VariantSelector } from './variant-selector';
import '../focus.css';
import './product-page.css';

export default function ProductPage({ page }: { page: CatalogVariantPage }) {
  const t = usePhrase();
  const isStoreDevice = useAppShellData()?.isStoreDevice === true;
  const { product, variant } = page;
  const { stockStatus } = variant;
  // Team Account's parts (OWNERSHIP.md, fragments): the wish-list heart and "tell me when it is back".
  const wishListProps = {
    code: variant.code,
    item: {
      title: product.name,
      entryName: product.name,
      brandName: product.brand.name,
      image: variant.images[0] ?? null,
      url: page.url,
      variationDescription: variant.displayName,
    },
  };
  // Team Social's reviews and questions; the rating is the catalog's, a feed's until shoppers review the product there.
  const socialProps = { code: product.code, productName: product.name, rating: product.rating ?? null, reviewCount: product.reviewCount ?? 0 };
  return (
    <div className="c_ProductPage">
      <Breadcrumbs links={page.breadcrumbs} currentUrl={page.url} />
      <div className="c_ProductPage__top">
        {/* A new variant starts on its own first image. */}
        <ProductGallery key={variant.code} images={variant.images} />
        <div className="c_ProductPage__buy">
          <a className="c_ProductPage__brand" href={product.brand.url}>
            {product.brand.name}
          </a>
          <h1 className="c_ProductPage__name">{product.name}</h1>
          <p className="c_ProductPage__variant">{variant.displayName}</p>
          <p className="c_ProductPage__code">{t('/Catalog/Product/ArticleNumber', { code: variant.code })}</p>
          {product.posFlags.showInPosOnly && <p className="c_ProductPage__storeOnly">{t('/ProductPage/Pos/StoreOnly')}</p>}
          <Price price={variant.price} />
          {/* The sections below load from their own calls after the page shows; a new variant loads its own. */}
          <PriceHistory variantCode={variant.code} fromPage={page.priceHistory} />
          <StockStatus status={variant.stockStatus} />
          <VariantSelector variants={page.variants} variesBy={product.productVariesBy} />
          <div className="c_ProductPage__actions">
            <AddToCart
              key={variant.code}
              code={variant.code}
              maxQuantity={variant.maxQuantity}
              isBuyable={stockStatus.isBuyable}
            />
            {/*
              Team Account's toggle renders in the browser only: its row is kept from the first HTML, so nothing moves
              when it comes (the buy button would shrink under the shopper's finger). Store devices show none.
            */}
            {!isStoreDevice && (
              <div className="c_ProductPage__wishList">
                <Slot name="product:wish-list" props={wishListProps} />
              </div>
            )}
          </div>
          <GiftOffers variantCode={variant.code} fromPage={page.giftOffers} />
          {!stockStatus.isBuyable && stockStatus.isMonitorable && <Slot name="product:monitor" props={{ code: variant.code }} />}
          {product.tags.length > 0 && (
            <ul className="c_ProductPage__tags" aria-label={t('/Catalog/Product/Tags')}>
              {product.tags.map((tag) => (
                <li key={tag.code}>
                  <a href={tag.url}>{tag.name}</a>
                </li>
              ))}
            </ul>
          )}
          <StoreStock key={variant.code} variantCode={variant.code} />
        </div>
      </div>
      <ProductDetails product={product} />
      {/*
        Team Social's reviews and questions come in the browser, when they near the screen. Their place is kept from the
        first HTML, which has the reviews heading with the product's rating and count, so nothing below moves.
      */}
      <div className="c_ProductPage__social">
        <Slot name="product:social-sections" props={socialProps}>
          <ReviewsStandIn product={product} />
        </Slot>
      </div>
      <ProductVideos key={variant.code} variantCode={variant.code} />
      <ProductRecommendations variantCode={variant.code} />
    </div>
  );
}
