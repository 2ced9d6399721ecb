import { useRef } from 'react';
import { bus, CountBadge, HeaderButton, useAppShellData, useHydrated, usePhrase, type MainMenu } from '@storefront/platform';
import { BagIcon, GlobeIcon, HeartIcon, MenuIcon, UserIcon } from '../app/icons';
import { useLayout } from '../app/use-layout';
import { Slot } from '../federation/slot';
import { MainMenuFlyout } from '../main-menu/main-menu-flyout';
import { useCartCount } from './cart-count';
import { SearchForm } from './search-form';
import { useHeaderHidden } from './use-header-visibility';
import './header.css';

export interface HeaderProps {
  menu: MainMenu | null;
  isCheckout: boolean;
  isMobileMenuOpen: boolean;
  onOpenMobileMenu: () => void;
  onOpenCountrySelector: () => void;
}

const askForLogin = () => bus.emit('account:login-required', { returnUrl: `${window.location.pathname}${window.location.search}` });

/** Logo, main menu, search, market selector, wish list, account and mini cart. */
export function Header({ menu, isCheckout, isMobileMenuOpen, onOpenMobileMenu, onOpenCountrySelector }: HeaderProps) {
  const t = usePhrase();
  const data = useAppShellData();
  const { isDesktop, isStoreDevice, features } = useLayout();
  const cartCount = useCartCount();
  const header = useRef<HTMLElement>(null);
  const hidden = useHeaderHidden(header, !isDesktop);
  // Before hydration the width is unknown: both the mobile and the desktop parts are rendered, and CSS picks.
  const hydrated = useHydrated();
  const isDesktopOnClient = hydrated && isDesktop;
  const isMobileOnClient = hydrated && !isDesktop;
  const market = data?.markets.find((m) => m.alpha2 === data.currentCountry.alpha2);
  const siteName = data?.siteSettings.siteName ?? '';

  return (
    <header ref={header} className="s_Header" data-hidden={hidden || undefined}>
      <p className="s_Header__tagline">{t('/Shell/Tagline')}</p>
      <div className="s_Header__bar">
        {/* The first HTML is the same for every width: the stylesheet shows the menu button below 992 px. */}
        {!isDesktopOnClient && (
          <HeaderButton className="s_Header__menuButton" aria-haspopup="dialog" aria-expanded={isMobileMenuOpen} onClick={onOpenMobileMenu}>
            <MenuIcon />
            <span className="p_visually-hidden">{t('/Shell/MainMenu')}</span>
          </HeaderButton>
        )}
        <a className="s_Header__logo" href="/">
          {siteName || t('/Shell/StartPage')}
        </a>
        <div className="s_Header__search">
          <Slot name="header:quick-search">
            <SearchForm />
          </Slot>
        </div>
        <div className="s_Header__actions">
          {!isMobileOnClient && !isCheckout && (
            <HeaderButton className="s_Header__countryButton" onClick={onOpenCountrySelector}>
              <GlobeIcon width={20} height={20} />
              <span className="p_visually-hidden">{t('/Shell/CountrySelector/Title')}: </span>
              {market?.name ?? data?.currentCountry.alpha2}
            </HeaderButton>
          )}
          {!isStoreDevice && features.wishList && (
            <Slot name="header:wish-list">
              <HeaderButton onClick={askForLogin}>
                <HeartIcon />
                <span className="p_visually-hidden">{t('/Shell/WishList')}</span>
              </HeaderButton>
            </Slot>
          )}
          {!isStoreDevice && features.account && (
            <Slot name="header:account">
              {/* Until team Account's button is here: my pages for a member, the login for a visitor. */}
              {data?.currentUser.isLoggedIn ? (
                <HeaderButton href="/my-pages">
                  <UserIcon />
                  <span className="p_visually-hidden">{t('/Shell/Account')}</span>
                </HeaderButton>
              ) : (
                <HeaderButton onClick={askForLogin}>
                  <UserIcon />
                  <span className="p_visually-hidden">{t('/Shell/LogIn')}</span>
                </HeaderButton>
              )}
            </Slot>
          )}
          {features.cart && (
            <Slot name="header:mini-cart">
              <HeaderButton href="/cart">
                <BagIcon />
                <CountBadge text={String(cartCount)} />
                <span className="p_visually-hidden">{t('/Shell/Cart', { count: cartCount })}</span>
              </HeaderButton>
            </Slot>
          )}
        </div>
      </div>
      {!isMobileOnClient && menu && (
        <div className="s_Header__flyout">
          <MainMenuFlyout items={menu.items} />
        </div>
      )}
    </header>
  );
}
