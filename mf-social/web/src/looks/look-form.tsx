import { useRef, useState } from 'react';
import { useAppShellData, usePhrase } from '@storefront/platform';
import type { ActivityProduct } from '../../../contract/social-profile-page';
import { DescribedPictureForm } from '../pictures/described-picture-form';
import { postRefusalWords } from '../questions/text-post-form';
import { lookLimits, maximumProductsInLook } from '../social-rules/social-rules';
import { ProductPicker } from './product-picker';

const formTexts = {
  choose: '/Social/Looks/Choose',
  description: '/Social/Looks/Description',
  descriptionHint: '/Social/Looks/DescriptionHint',
  noPicture: '/Social/Looks/NoPicture',
  noDescription: '/Social/Looks/NoDescription',
  sending: '/Social/Looks/Sharing',
  submit: '/Social/Looks/Submit',
};

export interface LookFormProps {
  /** The products the look starts with (the product page's own). */
  initialProducts: ActivityProduct[];
  /** Shares the look; rejects with the failed call. */
  send(look: { imageId: string; text: string; productCodes: string[] }): Promise<void>;
  onCancel(): void;
}

/**
 * A new look: its picture, what it is in words, and its products (at least one, at most the site setting
 * maximumProductsInLook), chosen in the picker.
 */
export function LookForm({ initialProducts, send, onCancel }: LookFormProps) {
  const t = usePhrase();
  const max = useAppShellData()?.siteSettings.maximumProductsInLook ?? maximumProductsInLook;
  const [products, setProducts] = useState(initialProducts.slice(0, max));
  const [problem, setProblem] = useState<string>();
  const search = useRef<HTMLInputElement>(null);

  const isReady = () => {
    if (products.length > 0) return true;
    setProblem(t('/Social/Looks/NoProducts'));
    search.current?.focus();
    return false;
  };

  return (
    <DescribedPictureForm
      texts={formTexts}
      offersMentions
      maxDescriptionLength={lookLimits.text.max}
      send={(imageId, text) => send({ imageId, text, productCodes: products.map((product) => product.code) })}
      onCancel={onCancel}
      ownWords={{ ...postRefusalWords, unknown_product: '/Social/Looks/UnknownProduct' }}
      isReady={isReady}
    >
      <ProductPicker
        chosen={products}
        onChange={(chosen) => {
          setProducts(chosen);
          setProblem(undefined);
        }}
        max={max}
        problem={problem}
        searchRef={search}
      />
    </DescribedPictureForm>
  );
}
