import { bus, Button, useAppShellData, usePhrase } from '@storefront/platform';
import type { ClubPageViewModel } from '../../../contract/loyalty';
import { LoyaltyProgress } from '../ui/loyalty-progress';
import { PageSection } from '../ui/page-section';
import { ClubLevels } from './club-levels';
import { ClubFaq } from './club-faq';
import '../styles/my-pages.css';
import '../styles/focus.css';
import './club-page.css';

/** `/club`: the levels and their benefits, the member's own level (or a way to join), and the questions people ask. */
export default function ClubPage({ page }: { page: ClubPageViewModel }) {
  const t = usePhrase();
  const isLoggedIn = useAppShellData()?.currentUser.isLoggedIn ?? false;
  const { loyalty } = page;
  return (
    <div className="a_Club">
      <h1 className="a_Page__heading">{t('/MyPages/Club/Heading')}</h1>
      <p className="a_Page__intro">{t('/MyPages/Club/Intro')}</p>

      {loyalty ? (
        <PageSection className="a_Section a_Club__status" heading={t('/MyPages/Club/YourLevel')}>
          <LoyaltyProgress loyalty={loyalty} />
        </PageSection>
      ) : (
        !isLoggedIn && (
          <PageSection className="a_Section a_Club__join" heading={t('/MyPages/Club/JoinHeading')}>
            <p>{t('/MyPages/Club/JoinText')}</p>
            <Button onClick={() => bus.emit('account:open-box', { tab: 'register' })}>{t('/MyPages/Club/Join')}</Button>
          </PageSection>
        )
      )}

      <PageSection className="a_Club__levels" heading={t('/MyPages/Club/LevelsHeading')}>
        <ClubLevels levels={page.levels} currentLevelId={loyalty?.level.id ?? null} />
      </PageSection>

      {page.faq.length > 0 && (
        <PageSection className="a_Club__faq" heading={t('/MyPages/Club/FaqHeading')}>
          <ClubFaq faq={page.faq} />
        </PageSection>
      )}
    </div>
  );
}
