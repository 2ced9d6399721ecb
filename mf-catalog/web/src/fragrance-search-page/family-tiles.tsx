import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FragranceFamilyChoice } from '../../../contract/fragrance-finder';
import { bus, usePhrase } from '@storefront/platform';
import { nextIndexByKey } from '../arrow-keys';
import { FamilyIcon } from './family-icon';
import './family-tiles.css';

/**
 * The scent families as toggle buttons (pressed: chosen). Each is a tab stop and takes Enter or Space; arrow keys,
 * Home and End move between them. A press goes to the finder with the family added or taken out; the tile shows
 * the press at once, the page that follows brings the real state.
 */
export function FamilyTiles({ families }: { families: FragranceFamilyChoice[] }) {
  const t = usePhrase();
  const headingId = useId();
  const [pressed, setPressed] = useState<string | null>(null);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = nextIndexByKey[event.key];
    if (!move) return;
    event.preventDefault();
    const enabled = tiles.current.filter((tile): tile is HTMLButtonElement => !!tile && !tile.disabled);
    const from = enabled.indexOf(tiles.current[index]!);
    enabled[move(from, enabled.length)]?.focus();
  };

  return (
    <section className="c_FamilyTiles" aria-labelledby={headingId}>
      <h2 id={headingId} className="c_FamilyTiles__heading">
        {t('/Fragrance/Families')}
      </h2>
      <ul className="c_FamilyTiles__list">
        {families.map((family, index) => {
          const isPressed = pressed === family.code ? !family.isSelected : family.isSelected;
          return (
            <li key={family.code}>
              <button
                ref={(tile) => {
                  tiles.current[index] = tile;
                }}
                type="button"
                className="c_FamilyTiles__tile"
                style={{ backgroundColor: family.colour }}
                aria-pressed={isPressed}
                disabled={family.count === 0 && !family.isSelected}
                onKeyDown={(event) => onKeyDown(event, index)}
                onClick={() => {
                  setPressed(family.code);
                  bus.emit('page:navigate-request', { url: family.url });
                }}
              >
                <FamilyIcon icon={family.icon} />
                <span className="c_FamilyTiles__name">{family.name}</span>
                <span className="c_FamilyTiles__count">{t('/Fragrance/FamilyCount', { count: family.count })}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
