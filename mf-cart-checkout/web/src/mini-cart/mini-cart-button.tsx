import { CountBadge, HeaderButton, usePhrase } from '@storefront/platform';

interface MiniCartButtonProps {
  itemCount: number;
  isOpen: boolean;
  onOpen: () => void;
  /** A pointer over the button or focus on it: the drawer's code may start loading. */
  onPointToOpen?: () => void;
}

/** The badge stops at 99+ so it keeps its size. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

export function MiniCartButton({ itemCount, isOpen, onOpen, onPointToOpen }: MiniCartButtonProps) {
  const t = usePhrase();
  return (
    <HeaderButton
      className="k_MiniCartButton"
      aria-label={t('/Cart/MiniCart/Open', { count: itemCount })}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={onOpen}
      onPointerEnter={onPointToOpen}
      onFocus={onPointToOpen}
    >
      <svg className="k_MiniCartButton__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinejoin="round"
          d="M5 8h14l-1 12H6L5 8zm4 0V6a3 3 0 0 1 6 0v2"
        />
      </svg>
      {itemCount > 0 && <CountBadge className="k_MiniCartButton__count" text={badgeText(itemCount)} />}
    </HeaderButton>
  );
}
