import { useId } from 'react';
import { useAppShellData, usePhrase } from '@storefront/platform';
import { GlobeIcon } from '../app/icons';
import { useLayout } from '../app/use-layout';
import { Slot } from '../federation/slot';
import { appLinks, footerAreas, socialLinks } from './footer-links';
import './footer.css';

export interface FooterProps {
  onOpenCountrySelector: () => void;
}

/** Collapsible link areas, newsletter, social and app links, country selector and copyright. */
export function Footer({ onOpenCountrySelector }: FooterProps) {
  const t = usePhrase();
  const data = useAppShellData();
  const { isDesktop, isStoreDevice, features } = useLayout();
  const newsletterHeadingId = useId();
  // The newsletter signup: not on store devices, nor for members subscribed to both e-mail and text.
  const subscribedToBoth = data?.currentUser.isLoggedIn === true && data.isSubscribedToBoth;
  const showNewsletter = features.newsletter && !isStoreDevice && !subscribedToBoth;
  const market = data?.markets.find((m) => m.alpha2 === data.currentCountry.alpha2);
  const language = data?.languages.find((l) => l.culture === data.currentLanguage.culture);
  const siteName = data?.siteSettings.siteName ?? '';

  return (
    <footer className="s_Footer">
      {showNewsletter && (
        <div className="s_Footer__newsletter">
          <Slot name="footer:newsletter">
            <section aria-labelledby={newsletterHeadingId}>
              <h2 id={newsletterHeadingId} className="s_Footer__heading">
                {t('/Shell/Footer/Newsletter/Heading')}
              </h2>
              <p className="s_Footer__text">{t('/Shell/Footer/Newsletter/Text')}</p>
              <a className="s_Footer__link" href="/info/customer-service">
                {t('/Shell/Footer/Newsletter/Link')}
              </a>
            </section>
          </Slot>
        </div>
      )}
      <div className="s_Footer__areas">
        {footerAreas.map((area) => (
          <details key={area.heading} className="s_Footer__area" open={isDesktop}>
            <summary className="s_Footer__summary">{t(area.heading)}</summary>
            <ul className="s_Footer__list">
              {area.links.map((link) => (
                <li key={link.href}>
                  <a className="s_Footer__link" href={link.href}>
                    {t(link.text)}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        ))}
        <details className="s_Footer__area" open={isDesktop}>
          <summary className="s_Footer__summary">{t('/Shell/Footer/FollowUs')}</summary>
          <ul className="s_Footer__list">
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a className="s_Footer__link" href={link.href}>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </details>
        <details className="s_Footer__area" open={isDesktop}>
          <summary className="s_Footer__summary">{t('/Shell/Footer/Apps')}</summary>
          <ul className="s_Footer__list">
            {appLinks.map((link) => (
              <li key={link.href}>
                <a className="s_Footer__link" href={link.href}>
                  {t(link.text)}
                </a>
              </li>
            ))}
          </ul>
        </details>
      </div>
      <div className="s_Footer__bottom">
        <button type="button" className="s_Footer__country" onClick={onOpenCountrySelector}>
          <GlobeIcon width={20} height={20} />
          <span>
            <span className="p_visually-hidden">{t('/Shell/CountrySelector/Title')}: </span>
            {[market?.name, language?.name, market?.currency].filter(Boolean).join(' · ')}
          </span>
        </button>
        <p className="s_Footer__copyright">
          © {new Date().getFullYear()} {siteName}
        </p>
      </div>
    </footer>
  );
}
