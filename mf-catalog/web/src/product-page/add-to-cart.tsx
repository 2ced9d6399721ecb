import { useEffect, useRef, useState } from 'react';
import { Button, bus, useAppShellData, usePhrase } from '@storefront/platform';
import { maxQuantityFor, quantityResetDelayMs } from './quantity-limit';
import { QuantityStepper } from './quantity-stepper';
import './add-to-cart.css';

interface AddToCartProps {
  code: string;
  maxQuantity: number;
  isBuyable: boolean;
}

/** Quantity and the add-to-cart button; the cart team adds the item when it hears `cart:item-added`. */
export function AddToCart({ code, maxQuantity, isBuyable }: AddToCartProps) {
  const t = usePhrase();
  const siteMax = useAppShellData()?.siteSettings.maxBuyableQuantityPerArticle;
  const max = maxQuantityFor(maxQuantity, siteMax);
  const [quantity, setQuantity] = useState(1);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  // Async so the button shows its add-to-cart feedback (pending, then done).
  const addToCart = async () => {
    bus.emit('cart:item-added', { code, quantity });
    clearTimeout(resetTimer.current);
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
        onClick={addToCart}
      >
        {t('/Catalog/AddToCart')}
      </Button>
    </div>
  );
}
