import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from '../routing/router';
import { Drawer, useAppShellData, usePhrase, type MainMenu, type MenuItem } from '@storefront/platform';
import { ChevronIcon } from '../app/icons';
import { countrySelectorUrl } from '../country-selector/country-selector-url';
import { movedIndex } from './flyout-state';
import { drillDown, goBack, initialMobileMenu, levelAt, selectTab, type MobileMenuTab } from './mobile-menu-state';
import './mobile-menu.css';

export interface MobileMenuProps {
  isOpen: boolean;
  onClose: () => void;
  menu: MainMenu | null;
  showLanguages: boolean;
}

function MenuLevel({ items, parent, onDrillDown, onBack }: { items: readonly MenuItem[]; parent: MenuItem | null; onDrillDown: (index: number) => void; onBack: () => void }) {
  const t = usePhrase();
  return (
    <>
      {parent && (
        <button type="button" className="s_MobileMenu__back" onClick={onBack}>
          <ChevronIcon width={18} height={18} className="s_MobileMenu__backIcon" />
          {t('/Common/Back')}
        </button>
      )}
      <ul className="s_MobileMenu__list">
        {parent && (
          <li>
            <a className="s_MobileMenu__link s_MobileMenu__link--all" href={parent.url}>
              {t('/Shell/Menu/ShowAll', { name: parent.name })}
            </a>
          </li>
        )}
        {items.map((item, index) => (
          <li key={item.ticket || item.url}>
            {item.children.length > 0 ? (
              <button type="button" className="s_MobileMenu__link" style={item.fontColor ? { color: item.fontColor } : undefined} onClick={() => onDrillDown(index)}>
                <span>{item.name}</span>
                <ChevronIcon width={18} height={18} />
              </button>
            ) : (
              <a className="s_MobileMenu__link" href={item.url} style={item.fontColor ? { color: item.fontColor } : undefined}>
                {item.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The mobile main menu: a left drawer with tabs Categories, Pages and Languages, and drill-down levels. */
export function MobileMenu({ isOpen, onClose, menu, showLanguages }: MobileMenuProps) {
  const t = usePhrase();
  const data = useAppShellData();
  const baseId = useId();
  const location = useLocation();
  const [state, setState] = useState(initialMobileMenu);

  const latest = useRef({ isOpen, onClose });
  latest.current = { isOpen, onClose };
  const shownLocation = useRef(location);
  // A navigation (a tapped link) closes the drawer.
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    if (latest.current.isOpen) latest.current.onClose();
  }, [location]);

  const tabs: { tab: MobileMenuTab; label: string }[] = [
    { tab: 'categories', label: t('/Shell/Menu/Categories') },
    { tab: 'pages', label: t('/Shell/Menu/Pages') },
    ...(showLanguages ? [{ tab: 'languages' as const, label: t('/Shell/Menu/Languages') }] : []),
  ];
  const activeTab = tabs.some(({ tab }) => tab === state.tab) ? state.tab : 'categories';
  const rootItems = activeTab === 'pages' ? (menu?.pages ?? []) : (menu?.items ?? []);
  const { parent, items } = levelAt(rootItems, state.path);
  const market = data?.currentCountry.alpha2;

  const chooseTab = (tab: MobileMenuTab) => setState((current) => selectTab({ ...current, tab: activeTab }, tab));
  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex(({ tab }) => tab === activeTab);
    const next = movedIndex(index, tabs.length, event.key === 'ArrowDown' || event.key === 'ArrowUp' ? '' : event.key);
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    chooseTab(target.tab);
    document.getElementById(`${baseId}-tab-${target.tab}`)?.focus();
  };

  return (
    <Drawer isOpen={isOpen} onClose={onClose} title={t('/Shell/MainMenu')} side="left">
      <nav className="s_MobileMenu" aria-label={t('/Shell/MainMenu')}>
        <div className="s_MobileMenu__tabs" role="tablist" onKeyDown={onTabKeyDown}>
          {tabs.map(({ tab, label }) => (
            <button
              key={tab}
              id={`${baseId}-tab-${tab}`}
              type="button"
              role="tab"
              className="s_MobileMenu__tab"
              aria-selected={tab === activeTab}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab === activeTab ? 0 : -1}
              onClick={() => chooseTab(tab)}
            >
              {label}
            </button>
          ))}
        </div>
        <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${activeTab}`} className="s_MobileMenu__panel">
          {activeTab === 'languages' ? (
            <ul className="s_MobileMenu__list">
              {(data?.languages ?? []).map((language) => (
                <li key={language.culture}>
                  <a
                    className="s_MobileMenu__link"
                    href={market ? countrySelectorUrl(window.location.href, { market, culture: language.culture }) : '/'}
                    data-full-reload=""
                    lang={language.culture}
                    aria-current={language.culture === data?.currentLanguage.culture ? 'true' : undefined}
                  >
                    {language.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : !menu ? (
            <p className="s_MobileMenu__loading">{t('/Common/Loading')}</p>
          ) : (
            <MenuLevel
              items={items}
              parent={parent}
              onDrillDown={(index) => setState((current) => drillDown({ ...current, tab: activeTab }, index))}
              onBack={() => setState(goBack)}
            />
          )}
        </div>
      </nav>
    </Drawer>
  );
}
