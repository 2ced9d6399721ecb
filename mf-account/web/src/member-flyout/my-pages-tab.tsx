import { Button, useAppShellData, usePhrase } from '@storefront/platform';
import { memberFlyoutLinks } from '../my-pages-layout/my-pages-links';
import { logout } from '../session/logout';

/** The my-pages tab of the member flyout: links to the member's pages (the social feed while social is on), and logout. */
export function MyPagesTab({ onNavigate }: { onNavigate: () => void }) {
  const t = usePhrase();
  const isSocialEnabled = useAppShellData()?.isSocialEnabled === true;
  return (
    <div className="a_MyPagesLinks">
      <nav aria-label={t('/Member/Flyout/MyPagesTab')}>
        <ul className="a_MyPagesLinks__list">
          {memberFlyoutLinks.filter((link) => isSocialEnabled || !link.isSocial).map((link) => (
            <li key={link.url}>
              <a className="a_MyPagesLinks__link" href={link.url} onClick={onNavigate}>
                {t(link.titleKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="secondary" className="a_MyPagesLinks__logout" onClick={() => logout()}>
        {t('/Member/Account/LogOut')}
      </Button>
    </div>
  );
}
