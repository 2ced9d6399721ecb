import { useLayoutEffect, useRef, useState } from 'react';
import { usePhrase, type WishListItem } from '@storefront/platform';
import { useWishList, useWishListStore } from '../wish-list-store/use-wish-list';
import { nameOf } from './wish-list-item-name';
import { WishListLine } from './wish-list-line';
import '../styles/focus.css';
import './wish-list-items.css';

interface WishListItemsProps {
  /** Where the list is shown, sent with each removal (`location`). */
  location: string;
  /** A product link was followed: the flyout closes. */
  onNavigate?: () => void;
}

/**
 * The saved products with the limit and empty messages. A removal shows at once; focus moves to the next product's
 * remove button (or the list's start when none is left) so it is never lost, and the outcome is announced.
 */
export function WishListItems({ location, onNavigate }: WishListItemsProps) {
  const t = usePhrase();
  const store = useWishListStore();
  const { items, isFull, maxItems, pendingCodes } = useWishList();
  const [announcement, setAnnouncement] = useState('');
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const container = useRef<HTMLDivElement>(null);
  const focusAfterRemoval = useRef<{ code: string | null } | null>(null);

  useLayoutEffect(() => {
    const target = focusAfterRemoval.current;
    if (!target) return;
    focusAfterRemoval.current = null;
    const button = target.code ? removeButtons.current.get(target.code) : undefined;
    (button ?? container.current)?.focus();
  }, [items]);

  function remove(item: WishListItem): void {
    const index = items.findIndex((saved) => saved.code === item.code);
    const neighbour = items[index + 1] ?? items[index - 1];
    focusAfterRemoval.current = { code: neighbour?.code ?? null };
    setAnnouncement('');
    store.remove(item.code, { location }).then(
      () => setAnnouncement(t('/Member/WishList/Removed', { name: nameOf(item) })),
      () => setAnnouncement(t('/Member/WishList/RemoveFailed', { name: nameOf(item) })),
    );
  }

  return (
    <div className="a_WishListItems" ref={container} tabIndex={-1}>
      {isFull && <p className="a_WishListItems__limit">{t('/Member/WishList/Full', { max: maxItems })}</p>}
      {items.length === 0 ? (
        <p className="a_WishListItems__empty">{t('/Member/WishList/Empty')}</p>
      ) : (
        <ul className="a_WishListItems__list" aria-label={t('/Member/WishList/Items')}>
          {items.map((item) => (
            <WishListLine
              key={item.code}
              item={item}
              isPending={pendingCodes.includes(item.code)}
              onRemove={remove}
              onNavigate={onNavigate}
              removeButtonRef={(element) => {
                if (element) removeButtons.current.set(item.code, element);
                else removeButtons.current.delete(item.code);
              }}
            />
          ))}
        </ul>
      )}
      <p className="p_visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
