import { Button, usePhrase } from '@storefront/platform';
import { memberFlyoutLinks } from '../my-pages-layout/my-pages-links';
import { logout } from '../session/logout';

/** The my-pages tab of the member flyout: links to the member's pages, and logout. */
export function MyPagesTab({ onNavigate }: { onNavigate: () => void }) {
  const t = usePhrase();
  return (
    <div className="a_MyPagesLinks">
      <nav aria-label={t('/Member/Flyout/MyPagesTab')}>
        <ul className="a_MyPagesLinks__list">
          {memberFlyoutLinks.map((link) => (
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
