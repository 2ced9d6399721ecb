import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface Tab<Name extends string> {
  name: Name;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps<Name extends string> {
  label: string;
  tabs: readonly Tab<Name>[];
  selected: Name;
  onSelect: (name: Name) => void;
  /** Every panel stays mounted (hidden when not selected), so what was typed survives a switch; else only the selected one is. */
  keepPanels?: boolean;
  /** The selected tab takes the focus when the dialog around it opens. */
  autofocus?: boolean;
}

const step = (key: string, index: number, count: number): number | undefined =>
  ({
    ArrowRight: (index + 1) % count,
    ArrowDown: (index + 1) % count,
    ArrowLeft: (index - 1 + count) % count,
    ArrowUp: (index - 1 + count) % count,
    Home: 0,
    End: count - 1,
  })[key];

/** The WAI-ARIA tabs pattern: one tab stop; arrow keys, Home and End move between the tabs and select them. */
export function Tabs<Name extends string>({ label, tabs, selected, onSelect, keepPanels = false, autofocus = false }: TabsProps<Name>) {
  const baseId = useId();
  const buttons = useRef(new Map<Name, HTMLButtonElement>());
  const tabId = (name: Name) => `${baseId}-tab-${name}`;
  const panelId = (name: Name) => `${baseId}-panel-${name}`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const next = step(event.key, tabs.findIndex((tab) => tab.name === selected), tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const name = tabs[next]!.name;
    onSelect(name);
    buttons.current.get(name)?.focus();
  }

  return (
    <div className="a_Tabs">
      <div className="a_Tabs__list" role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.name === selected;
          return (
            <button
              key={tab.name}
              ref={(element) => {
                if (element) buttons.current.set(tab.name, element);
                else buttons.current.delete(tab.name);
              }}
              type="button"
              role="tab"
              id={tabId(tab.name)}
              className="a_Tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.name)}
              tabIndex={isSelected ? 0 : -1}
              data-autofocus={autofocus && isSelected ? '' : undefined}
              onClick={() => onSelect(tab.name)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const isSelected = tab.name === selected;
        return (
          <div
            key={tab.name}
            role="tabpanel"
            id={panelId(tab.name)}
            className="a_Tabs__panel"
            aria-labelledby={tabId(tab.name)}
            hidden={!isSelected}
          >
            {(isSelected || keepPanels) && tab.panel}
          </div>
        );
      })}
    </div>
  );
}
