import { useState } from 'react';
import { useAppShellData, usePhrase, type WishListItem } from '@storefront/platform';
import { ProductToggle } from '../ui/product-toggle';
import { HeartIcon } from '../wish-list-button/heart-icon';
import { useWishList, useWishListStore } from '../wish-list-store/use-wish-list';
import { WishListFullError, WishListLoginRequiredError } from '../wish-list-store/wish-list-errors';
import '../styles/focus.css';
import './wish-list-toggle.css';

export interface WishListToggleProps {
  /** The product (variant) code, from the product page's slot props. */
  code: string;
  /** What the product page knows of it, shown in the wish list until the server's item arrives. */
  item?: Partial<Omit<WishListItem, 'code'>>;
}

type Outcome = 'saved' | 'unsaved' | 'full' | 'failed' | null;

const outcomePhrase: Record<Exclude<Outcome, null>, string> = {
  saved: '/Member/WishList/Saved',
  unsaved: '/Member/WishList/Unsaved',
  full: '/Member/WishList/Full',
  failed: '/Errors/Unknown',
};

/**
 * Slot 'product:wish-list': saves or removes the product (a toggle button, aria-pressed). Logged out it asks for a
 * login; a full list shows the limit message. Hidden on store devices.
 */
export default function WishListToggle({ code, item }: WishListToggleProps) {
  const t = usePhrase();
  const data = useAppShellData();
  const store = useWishListStore();
  const { items, maxItems, pendingCodes } = useWishList();
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!data || data.isStoreDevice || !code) return null;

  const isSaved = items.some((saved) => saved.code === code);
  const isPending = pendingCodes.includes(code);

  async function toggle(): Promise<void> {
    setOutcome(null);
    try {
      if (isSaved) {
        await store.remove(code, { location: 'product-page' });
        setOutcome('unsaved');
      } else {
        await store.add(code, { item, location: 'product-page' });
        setOutcome('saved');
      }
    } catch (error) {
      // Logged out: the account box opens and says why; nothing to add here.
      if (error instanceof WishListLoginRequiredError) return;
      setOutcome(error instanceof WishListFullError ? 'full' : 'failed');
    }
  }

  return (
    <ProductToggle
      className="a_WishListToggle"
      pressed={isSaved}
      busy={isPending}
      onToggle={() => void toggle()}
      icon={<HeartIcon className="a_WishListToggle__icon" filled={isSaved} />}
      label={t('/Member/WishList/Save')}
      message={outcome ? t(outcomePhrase[outcome], { max: maxItems }) : ''}
      isProblem={outcome === 'full' || outcome === 'failed'}
    />
  );
}
