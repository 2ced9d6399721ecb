import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useLocation } from '../routing/router';
import { useHydrated, usePhrase, type MenuItem } from '@storefront/platform';
import { ChevronIcon } from '../app/icons';
import {
  closedFlyout,
  escapeFlyout,
  movedIndex,
  toggleExpanded,
  toggleShowMore,
  toggleTop,
  type FlyoutFocus,
  type FlyoutState,
} from './flyout-state';
import { flyoutItems, levelTwoChildren, splitIntoColumns } from './menu-rules';
import './main-menu-flyout.css';

const colorOf = (item: MenuItem): CSSProperties | undefined => (item.fontColor ? { color: item.fontColor } : undefined);
const focusablesIn = (element: Element | null): HTMLElement[] =>
  element ? [...element.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((el) => !el.closest('[hidden]')) : [];

interface PanelProps {
  id: string;
  item: MenuItem;
  index: number;
  state: FlyoutState;
  onChange: (update: (state: FlyoutState) => FlyoutState) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

interface LevelProps {
  item: MenuItem;
  itemKey: string;
  state: FlyoutState;
  onChange: PanelProps['onChange'];
}

/** Items behind 'show more' stay in the list (aria-controls points at it) but hidden. */
function LevelThree({ item, itemKey, state, onChange, hidden }: LevelProps & { hidden: boolean }) {
  const t = usePhrase();
  const expanded = state.expanded.includes(itemKey);
  const listId = useId();
  return (
    <li className="s_Flyout__level3" hidden={hidden} data-expanded-key={expanded ? itemKey : undefined}>
      <div className="s_Flyout__level3Row">
        <a className="s_Flyout__link" href={item.url} style={colorOf(item)}>
          {item.name}
        </a>
        {item.children.length > 0 && (
          <button
            type="button"
            className="s_Flyout__expand"
            aria-expanded={expanded}
            aria-controls={listId}
            data-toggle-key={itemKey}
            onClick={() => onChange((current) => toggleExpanded(current, itemKey))}
          >
            <ChevronIcon width={16} height={16} />
            <span className="p_visually-hidden">{t('/Shell/Menu/Expand', { name: item.name })}</span>
          </button>
        )}
      </div>
      {item.children.length > 0 && (
        <ul id={listId} className="s_Flyout__level4List" hidden={!expanded}>
          {item.children.map((child) => (
            <li key={child.ticket || child.url}>
              <a className="s_Flyout__link s_Flyout__link--small" href={child.url} style={colorOf(child)}>
                {child.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function LevelTwo({ item, itemKey, state, onChange }: LevelProps) {
  const t = usePhrase();
  const listId = useId();
  const { shown, more } = levelTwoChildren(item.children);
  const showingMore = state.showingMore.includes(itemKey);
  return (
    <li className="s_Flyout__level2">
      <a className="s_Flyout__level2Link" href={item.url} style={colorOf(item)}>
        {item.name}
      </a>
      {item.children.length > 0 && (
        <ul id={listId} className="s_Flyout__level3List">
          {[...shown, ...more].map((child, i) => (
            <LevelThree
              key={child.ticket || child.url}
              item={child}
              itemKey={`${itemKey}-${i}`}
              state={state}
              onChange={onChange}
              hidden={i >= shown.length && !showingMore}
            />
          ))}
        </ul>
      )}
      {more.length > 0 && (
        <button
          type="button"
          className="s_Flyout__more"
          aria-expanded={showingMore}
          aria-controls={listId}
          onClick={() => onChange((current) => toggleShowMore(current, itemKey))}
        >
          {t(showingMore ? '/Common/ShowLess' : '/Common/ShowMore')}
        </button>
      )}
    </li>
  );
}

/**
 * A panel's links exist once it has been opened: eight closed panels are some 350 elements the first HTML would carry
 * and the browser hydrate for nothing (a closed panel is hidden, with or without JavaScript). The empty panel stays,
 * so its button's aria-controls always names it.
 */
function FlyoutPanel({ id, item, index, state, onChange, onKeyDown }: PanelProps) {
  const t = usePhrase();
  const isOpen = state.openTop === index;
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  const columns = wasOpened || isOpen ? splitIntoColumns(item.children.map((child, i) => ({ child, key: `${index}-${i}` }))) : null;
  return (
    <div id={id} className="s_Flyout__panel" hidden={!isOpen} onKeyDown={onKeyDown}>
      {columns && (
        <>
          <a className="s_Flyout__all" href={item.url}>
            {t('/Shell/Menu/ShowAll', { name: item.name })}
          </a>
          <div className="s_Flyout__columns">
            {columns.map((column) => (
              <ul className="s_Flyout__column" key={column[0]?.key}>
                {column.map(({ child, key }) => (
                  <LevelTwo key={key} item={child} itemKey={key} state={state} onChange={onChange} />
                ))}
              </ul>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** The desktop main menu: top items with flyout panels of up to four levels (disclosure pattern). */
export interface MainMenuFlyoutProps {
  items: readonly MenuItem[];
}

export function MainMenuFlyout({ items }: MainMenuFlyoutProps) {
  const t = usePhrase();
  const baseId = useId();
  const [state, setState] = useState<FlyoutState>(closedFlyout);
  const nav = useRef<HTMLElement>(null);
  const topControls = useRef<(HTMLElement | null)[]>([]);
  const pendingFocus = useRef<'first-in-panel' | null>(null);
  const location = useLocation();
  const shown = flyoutItems(items);
  // Until the page is hydrated (and always without JavaScript) a top item is a link to its category: its panel's
  // disclosure button needs script to open.
  const hydrated = useHydrated();

  useEffect(() => setState(closedFlyout), [location.key]);

  useEffect(() => {
    if (state.openTop === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setState(closedFlyout);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.openTop]);

  useEffect(() => {
    if (pendingFocus.current !== 'first-in-panel' || state.openTop === null) return;
    pendingFocus.current = null;
    focusablesIn(document.getElementById(`${baseId}-panel-${state.openTop}`))[0]?.focus();
  }, [state.openTop, baseId]);

  const moveFocus = (focus: FlyoutFocus) => {
    if (focus.kind === 'top') topControls.current[focus.index]?.focus();
    if (focus.kind === 'toggle') nav.current?.querySelector<HTMLElement>(`[data-toggle-key="${focus.key}"]`)?.focus();
  };

  const escape = (focusedKey: string | null) => {
    const result = escapeFlyout(state, focusedKey);
    setState(result.state);
    moveFocus(result.focus);
  };

  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      escape(null);
      return;
    }
    const hasPanel = (shown[index]?.children.length ?? 0) > 0;
    if (event.key === 'ArrowDown' && hasPanel) {
      event.preventDefault();
      if (state.openTop === index) focusablesIn(document.getElementById(`${baseId}-panel-${index}`))[0]?.focus();
      else {
        pendingFocus.current = 'first-in-panel';
        setState((current) => toggleTop(current, index));
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') return;
    const next = movedIndex(index, shown.length, event.key);
    if (next === null) return;
    event.preventDefault();
    topControls.current[next]?.focus();
    // A panel that is open follows the focus along the top row.
    if (state.openTop !== null) setState((shown[next]?.children.length ?? 0) > 0 ? { ...closedFlyout, openTop: next } : closedFlyout);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      const expanded = (event.target as Element).closest('[data-expanded-key]');
      escape(expanded?.getAttribute('data-expanded-key') ?? null);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
    const focusables = focusablesIn(event.currentTarget);
    const next = movedIndex(focusables.indexOf(document.activeElement as HTMLElement), focusables.length, event.key);
    if (next === null) return;
    event.preventDefault();
    focusables[next]?.focus();
  };

  return (
    <nav
      ref={nav}
      className="s_Flyout"
      aria-label={t('/Shell/MainMenu')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setState(closedFlyout);
      }}
    >
      <ul className="s_Flyout__top">
        {shown.map((item, index) => {
          const panelId = `${baseId}-panel-${index}`;
          const isOpen = state.openTop === index;
          const ref = (element: HTMLElement | null) => {
            topControls.current[index] = element;
          };
          return (
            <li key={item.ticket || item.url} className="s_Flyout__topItem">
              {item.children.length > 0 && hydrated ? (
                <button
                  ref={ref}
                  type="button"
                  className="s_Flyout__topButton"
                  data-type={item.type}
                  style={colorOf(item)}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setState((current) => toggleTop(current, index))}
                  onKeyDown={(event) => onTopKeyDown(event, index)}
                >
                  {item.name}
                </button>
              ) : (
                <a
                  ref={ref}
                  className="s_Flyout__topButton"
                  data-type={item.type}
                  style={colorOf(item)}
                  href={item.url}
                  onKeyDown={(event) => onTopKeyDown(event, index)}
                >
                  {item.name}
                </a>
              )}
              {item.children.length > 0 && (
                <FlyoutPanel id={panelId} item={item} index={index} state={state} onChange={setState} onKeyDown={onPanelKeyDown} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
