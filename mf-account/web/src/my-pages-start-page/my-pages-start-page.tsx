import { usePhrase } from '@storefront/platform';
import type { MyPagesStartPageViewModel } from '../../../contract/my-pages';
import { MyPagesLayout } from '../my-pages-layout/my-pages-layout';
import { LoyaltyProgress } from '../ui/loyalty-progress';
import { OrderSummaryList } from '../orders/order-summary-list';
import { PageSection } from '../ui/page-section';
import './my-pages-start-page.css';

/** `/my-pages`: the member's greeting, member number, club level, ongoing orders and shortcuts. */
export default function MyPagesStartPage({ page }: { page: MyPagesStartPageViewModel }) {
  const t = usePhrase();
  const { profile, loyalty, ongoingOrders, links } = page;
  const firstName = profile.firstName.trim();
  return (
    <MyPagesLayout url={page.url}>
      <div className="a_StartPage">
        <h1 className="a_Page__heading">{firstName ? t('/MyPages/Start/Greeting', { name: firstName }) : t('/MyPages/Start/Welcome')}</h1>
        <dl className="a_StartPage__member">
          <dt>{t('/MyPages/MemberNumber')}</dt>
          <dd className="a_StartPage__member-number">{profile.memberNumber}</dd>
        </dl>
        <p>
          <a href="/my-pages/qr-code">{t('/MyPages/Start/ShowQrCode')}</a>
        </p>

        <PageSection heading={t('/MyPages/Loyalty/Heading')}>
          <LoyaltyProgress loyalty={loyalty} />
          <p>
            <a href="/club">{t('/MyPages/Loyalty/AboutClub')}</a>
          </p>
        </PageSection>

        <PageSection heading={t('/MyPages/Start/OngoingOrders')}>
          {ongoingOrders.length > 0 ? (
            <OrderSummaryList orders={ongoingOrders} label={t('/MyPages/Start/OngoingOrders')} />
          ) : (
            <p className="a_Empty">{t('/MyPages/Start/NoOngoingOrders')}</p>
          )}
          <p>
            <a href="/my-pages/orders">{t('/MyPages/Start/AllOrders')}</a>
          </p>
        </PageSection>

        {links.length > 0 && (
          <PageSection heading={t('/MyPages/Start/Links')}>
            <ul className="a_StartPage__links">
              {links.map((link) => (
                <li key={link.url}>
                  <a href={link.url}>{link.title}</a>
                </li>
              ))}
            </ul>
          </PageSection>
        )}
      </div>
    </MyPagesLayout>
  );
}
