import { useEffect, useRef, useState } from 'react';
import { Button, bus, useAppShellData, usePhrase } from '@storefront/platform';
import { AddToCartRejectedError, requestAddToCart } from './add-to-cart-request';
import { maxQuantityFor, quantityResetDelayMs } from './quantity-limit';
import { QuantityStepper } from './quantity-stepper';
import './add-to-cart.css';

interface AddToCartProps {
  code: string;
  maxQuantity: number;
  isBuyable: boolean;
}

/**
 * Quantity and the add-to-cart button. The cart team adds the item when it hears `cart:item-added`; the button
 * stays pending until the cart answers with `cart:item-add-settled`.
 */
export function AddToCart({ code, maxQuantity, isBuyable }: AddToCartProps) {
  const t = usePhrase();
  const siteMax = useAppShellData()?.siteSettings.maxBuyableQuantityPerArticle;
  const max = maxQuantityFor(maxQuantity, siteMax);
  const [quantity, setQuantity] = useState(1);
  const [rejection, setRejection] = useState<string | undefined>(undefined);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isMounted = useRef(true);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      clearTimeout(resetTimer.current);
    };
  }, []);

  // The returned promise drives the button's pending, fulfilled and rejected feedback.
  const addToCart = async () => {
    clearTimeout(resetTimer.current);
    setRejection(undefined);
    try {
      await requestAddToCart(bus, { code, quantity });
    } catch (error) {
      setRejection(error instanceof AddToCartRejectedError ? error.reason : undefined);
      throw error;
    }
    if (!isMounted.current) return;
    resetTimer.current = setTimeout(() => setQuantity(1), quantityResetDelayMs);
  };

  return (
    <div className="c_AddToCart">
      <QuantityStepper value={quantity} max={max} onChange={setQuantity} />
      <Button
        className="c_AddToCart__button"
        variant="primary"
        feedback="add-to-cart"
        disabled={!isBuyable}
        statusTexts={{ rejected: rejection }}
        onClick={addToCart}
      >
        {t('/Catalog/AddToCart')}
      </Button>
    </div>
  );
}
