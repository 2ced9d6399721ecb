import { useCallback, useId, useRef, useState, type RefObject } from 'react';
import { Button, formatNumber, useCulture, usePhrase, type ProductCard } from '@storefront/platform';
import type { ActivityProduct } from '../../../contract/social-profile-page';
import { useSocialEnvironment } from '../environment/social-environment';
import { useSettledLookup } from '../forms/use-settled-lookup';
import { LookProductPicture } from './look-products';

/** Fewer letters than this find nothing: a single letter matches half the shop. */
const minSearchLength = 2;
const resultCount = 5;
/** Typing pauses this long before the catalog is asked. */
const searchDelayMs = 300;

/** The catalog's public search, as the picker reads it (GET /api/search/products?q&pageSize). */
interface FoundProducts {
  products: ProductCard[];
}

const chosenOf = (card: ProductCard): ActivityProduct => ({
  code: card.productCode,
  name: card.name,
  brandName: card.brandName,
  url: card.url,
  imageUrl: card.image.src,
});

export interface ProductPickerProps {
  chosen: ActivityProduct[];
  onChange(chosen: ActivityProduct[]): void;
  /** The most products it takes (the site setting maximumProductsInLook). */
  max: number;
  /** What is wrong (none chosen), shown under the legend and read with the search field. */
  problem?: string | undefined;
  /** The search field: where the form sends the keyboard when no product is chosen. */
  searchRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The products of a look: those chosen, each with "Remove", and a search of the shop's products (the catalog's public
 * search) that adds one by its "Add" button, up to `max` (then the search says the look is full). The number found is
 * read out once typing pauses; after adding or removing, the keyboard goes on at the search.
 */
export function ProductPicker({ chosen, onChange, max, problem, searchRef }: ProductPickerProps) {
  const t = usePhrase();
  const culture = useCulture();
  const { http } = useSocialEnvironment();
  const id = useId();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const ask = useCallback(
    async (q: string) => (await http.get<FoundProducts>(`/api/search/products?${new URLSearchParams({ q, pageSize: String(resultCount) })}`)).data.products,
    [http],
  );
  const { found, failed } = useSettledLookup(trimmed.length >= minSearchLength ? trimmed : '', searchDelayMs, ask);
  const ownSearch = useRef<HTMLInputElement>(null);
  const search = searchRef ?? ownSearch;
  const isFull = chosen.length >= max;
  // A product's button goes with it when it is added or removed: the keyboard goes on at the search.
  const change = (next: ActivityProduct[]) => {
    onChange(next);
    search.current?.focus();
  };

  const chosenCodes = new Set(chosen.map((product) => product.code));
  const addable = (found ?? []).filter((card) => !chosenCodes.has(card.productCode));
  const status = failed
    ? t('/Social/Looks/SearchFailed')
    : found === null
      ? ''
      : t('/Social/Looks/Found', { count: formatNumber(addable.length, culture) });

  return (
    <fieldset className="o_ProductPicker" aria-describedby={`${id}-hint`}>
      <legend className="o_Fieldset__legend">{t('/Social/Looks/Products')}</legend>
      <p id={`${id}-hint`} className="o_Field__hint">
        {t('/Social/Looks/ProductsHint', { max: formatNumber(max, culture) })}
      </p>
      {chosen.length > 0 && (
        <ul className="o_ProductPicker__chosen" aria-label={t('/Social/Looks/Chosen')}>
          {chosen.map((product) => (
            <li key={product.code}>
              <LookProductPicture product={product} />
              <span>
                {product.brandName} {product.name}
              </span>
              <Button
                variant="secondary"
                aria-label={t('/Social/Looks/RemoveLabel', { product: `${product.brandName} ${product.name}` })}
                onClick={() => change(chosen.filter((other) => other.code !== product.code))}
              >
                {t('/Social/Looks/Remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="o_Field" data-invalid={problem ? true : undefined}>
        <label className="o_Field__label" htmlFor={`${id}-search`}>
          {t('/Social/Looks/Search')}
        </label>
        <input
          ref={search}
          id={`${id}-search`}
          type="search"
          className="o_Field__control"
          value={text}
          autoComplete="off"
          aria-describedby={[problem ? `${id}-problem` : null, isFull ? `${id}-full` : null].filter(Boolean).join(' ') || undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {problem && (
          <p id={`${id}-problem`} className="o_Field__error">
            {problem}
          </p>
        )}
        {isFull && (
          <p id={`${id}-full`} className="o_Field__hint">
            {t('/Social/Looks/Full', { max: formatNumber(max, culture) })}
          </p>
        )}
      </div>
      <p className="o_ProductPicker__status" role="status">
        {status}
      </p>
      {!isFull && addable.length > 0 && (
        <ul className="o_ProductPicker__found" aria-label={t('/Social/Looks/FoundLabel')}>
          {addable.map((card) => (
            <li key={card.productCode}>
              <LookProductPicture product={chosenOf(card)} />
              <span>
                {card.brandName} {card.name}
              </span>
              <Button
                variant="secondary"
                aria-label={t('/Social/Looks/AddLabel', { product: `${card.brandName} ${card.name}` })}
                onClick={() => change([...chosen, chosenOf(card)])}
              >
                {t('/Social/Looks/Add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
