import { useRef, useState, type KeyboardEvent } from 'react';
import type { Image } from '@storefront/platform';
import { ProductImage, usePhrase } from '@storefront/platform';
import { nextIndexByKey } from '../arrow-keys';
import './product-gallery.css';

/** The main image and a row of thumbnails; arrow keys, Home and End move between the thumbnails. */
export function ProductGallery({ images }: { images: Image[] }) {
  const t = usePhrase();
  const [shown, setShown] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[shown] ?? images[0];
  if (!current) return null;

  const moveWithKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextIndexByKey[event.key]?.(index, images.length);
    if (next === undefined) return;
    event.preventDefault();
    setShown(next);
    thumbnails.current[next]?.focus();
  };

  return (
    <section className="c_ProductGallery" aria-label={t('/Catalog/Product/Images')}>
      <div className="c_ProductGallery__main">
        {/* The product page's first visible image and its LCP: at once, with high priority; the thumbnails are lazy. */}
        <ProductImage image={current} size="medium" smallest="small" sizes="(min-width: 1440px) 720px, (min-width: 992px) 50vw, 100vw" eager />
      </div>
      {images.length > 1 && (
        <ul className="c_ProductGallery__thumbnails">
          {images.map((image, index) => (
            <li key={`${image.src}-${index}`}>
              <button
                ref={(button) => {
                  thumbnails.current[index] = button;
                }}
                type="button"
                className="c_ProductGallery__thumbnail"
                aria-label={t('/Catalog/Product/ShowImage', { index: index + 1, count: images.length })}
                aria-current={index === shown ? 'true' : undefined}
                tabIndex={index === shown ? 0 : -1}
                onClick={() => setShown(index)}
                onKeyDown={(event) => moveWithKey(event, index)}
              >
                <ProductImage image={image} size="bigThumb" sizes="75px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
