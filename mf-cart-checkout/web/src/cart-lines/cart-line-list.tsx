import { useRef } from 'react';
import { usePhrase, type Cart } from '@storefront/platform';
import type { CartFailure } from '../cart-store/cart-store';
import { useCartStore } from '../use-cart';
import { CartLineItem } from './cart-line-item';
import './cart-line-list.css';

interface CartLineListProps {
  cart: Cart;
  failure: CartFailure | null;
}

const ignore = () => undefined;

/** The cart's lines; changes go to the store, whose failures show on the line they belong to. */
export function CartLineList({ cart, failure }: CartLineListProps) {
  const t = usePhrase();
  const store = useCartStore();
  const list = useRef<HTMLUListElement>(null);
  const failedCodes = failure?.kind === 'update' ? failure.codes : [];

  function remove(code: string): void {
    // The line leaves at once; focus goes to a neighbour's name rather than to the page's start.
    const lines = [...(list.current?.querySelectorAll<HTMLElement>('.k_CartLine') ?? [])];
    const index = lines.findIndex((line) => line.dataset.code === code);
    const neighbour = lines[index + 1] ?? lines[index - 1];
    store.removeItem(code).catch(ignore);
    (neighbour?.querySelector<HTMLElement>('.k_CartLine__name') ?? list.current)?.focus();
  }

  return (
    <ul ref={list} className="k_CartLineList" aria-label={t('/Cart/Lines')} tabIndex={-1}>
      {cart.items.map((line) => (
        <CartLineItem
          key={`${line.code}${line.isGift ? ':gift' : ''}`}
          line={line}
          hasFailed={failedCodes.includes(line.code)}
          onChangeQuantity={(code, quantity) => store.changeQuantity(code, quantity).catch(ignore)}
          onRemove={remove}
        />
      ))}
    </ul>
  );
}
