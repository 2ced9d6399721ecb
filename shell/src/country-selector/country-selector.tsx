import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Modal, useAppShellData, usePhrase, type Culture, type MarketCode } from '@storefront/platform';
import { countrySelectorUrl } from './country-selector-url';
import './country-selector.css';

export interface CountrySelectorProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Market, language, currency and the market's selling points; Update reloads with lang, market and ssw=1. */
export function CountrySelector({ isOpen, onClose }: CountrySelectorProps) {
  const t = usePhrase();
  const data = useAppShellData();
  const id = useId();
  const [market, setMarket] = useState<MarketCode | undefined>(data?.currentCountry.alpha2);
  const [culture, setCulture] = useState<Culture | undefined>(data?.currentLanguage.culture);

  useEffect(() => {
    if (!isOpen) return;
    setMarket(data?.currentCountry.alpha2);
    setCulture(data?.currentLanguage.culture);
  }, [isOpen, data]);

  if (!data) return null;
  const selectedMarket = data.markets.find((m) => m.alpha2 === market);
  const selectedLanguage = data.languages.find((l) => l.culture === culture);

  const update = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!market || !culture) return;
    window.location.assign(countrySelectorUrl(window.location.href, { market, culture }));
  };

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('/Shell/CountrySelector/Title')}>
      <form className="s_CountrySelector" onSubmit={update}>
        <label className="s_CountrySelector__label" htmlFor={`${id}-market`}>
          {t('/Shell/CountrySelector/Market')}
        </label>
        <select id={`${id}-market`} className="s_CountrySelector__select" value={market} onChange={(event) => setMarket(event.target.value as MarketCode)}>
          {data.markets.map((m) => (
            <option key={m.alpha2} value={m.alpha2}>
              {m.name}
            </option>
          ))}
        </select>

        <label className="s_CountrySelector__label" htmlFor={`${id}-language`}>
          {t('/Shell/CountrySelector/Language')}
        </label>
        <select id={`${id}-language`} className="s_CountrySelector__select" value={culture} onChange={(event) => setCulture(event.target.value as Culture)}>
          {data.languages.map((l) => (
            <option key={l.culture} value={l.culture} lang={l.culture}>
              {l.name}
            </option>
          ))}
        </select>

        {selectedMarket && (
          <>
            <p className="s_CountrySelector__currency">
              {t('/Shell/CountrySelector/Currency')}: {selectedMarket.currency} ({selectedMarket.currencySymbol})
            </p>
            {selectedMarket.sellingPoints.length > 0 && (
              <ul className="s_CountrySelector__sellingPoints">
                {selectedMarket.sellingPoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </>
        )}

        <Button type="submit" lang={selectedLanguage?.culture}>
          {selectedLanguage?.updateButtonTranslation ?? t('/Shell/CountrySelector/Update')}
        </Button>
      </form>
    </Modal>
  );
}
