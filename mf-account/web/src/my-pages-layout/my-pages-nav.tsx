import { Button, usePhrase } from '@storefront/platform';
import { useAccountEnvironment } from '../environment/account-environment';
import { logout } from '../session/logout';
import { currentLinkOf, myPagesLinks } from './my-pages-links';

/** The my-pages navigation: a landmark with a link to every page, the current one marked, and the way out. */
export function MyPagesNav({ currentUrl }: { currentUrl: string }) {
  const t = usePhrase();
  const environment = useAccountEnvironment();
  const current = currentLinkOf(currentUrl);
  return (
    <nav className="a_MyPagesNav" aria-label={t('/MyPages/Nav/Label')}>
      <ul className="a_MyPagesNav__list">
        {myPagesLinks.map((link) => {
          const isCurrent = current?.url === link.url;
          return (
            <li key={link.url}>
              <a
                className={['a_MyPagesNav__link', isCurrent ? 'a_MyPagesNav__link--current' : ''].filter(Boolean).join(' ')}
                href={link.url}
                aria-current={isCurrent ? current.current : undefined}
              >
                {t(link.titleKey)}
              </a>
            </li>
          );
        })}
      </ul>
      <Button variant="ghost" className="a_MyPagesNav__logout" onClick={() => logout(environment)}>
        {t('/MyPages/Nav/Logout')}
      </Button>
    </nav>
  );
}
