import { useState, type CSSProperties } from 'react';
import type { CampaignPageViewModel } from '../../../contract/listing-pages';
import { useCulture, useMarketTimeZone, usePhrase } from '@storefront/platform';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { Countdown } from '../countdown/countdown';
import { PillLinks } from '../pill-links';
import { ProductListing } from '../product-listing/product-listing';
import '../focus.css';
import './campaign-page.css';

/**
 * /campaigns/{slug}: the campaign's heading and description, the time left (running), its products with the listing's
 * filters, and the market's other campaigns. An ended campaign says when it ended instead of listing products.
 */
export default function CampaignPage({ page }: { page: CampaignPageViewModel }) {
  const t = usePhrase();
  const culture = useCulture();
  const timeZone = useMarketTimeZone();
  const { campaign } = page;
  const [endedWhileOpen, setEndedWhileOpen] = useState(false);
  // The colour draws the header's rule and the countdown's boxes (white text: the campaign colours are dark).
  const accent = { '--c-campaign-color': campaign.color } as CSSProperties;
  const endDate = new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone }).format(new Date(campaign.endsAt));
  return (
    <div className="c_CampaignPage" style={accent}>
      <Breadcrumbs links={page.breadcrumbs} currentUrl={page.url} />
      <header className="c_CampaignPage__header">
        <h1 className="c_CampaignPage__heading">{campaign.name}</h1>
        {campaign.description && <p className="c_CampaignPage__description">{campaign.description}</p>}
        {campaign.state === 'running' && !endedWhileOpen && <Countdown endsAt={campaign.endsAt} onEnd={() => setEndedWhileOpen(true)} />}
        {endedWhileOpen && (
          <p className="c_CampaignPage__ended" role="status">
            {t('/Listings/Campaign/JustEnded')}
          </p>
        )}
        {campaign.state === 'ended' && <p className="c_CampaignPage__ended">{t('/Listings/Campaign/Ended', { date: endDate })}</p>}
      </header>
      {page.listing && <ProductListing listing={page.listing} pageUrl={page.url} />}
      <PillLinks
        id="c_CampaignPage-others"
        className="c_CampaignPage__others"
        heading={t('/Listings/Campaign/OtherCampaigns')}
        links={page.otherCampaigns}
      />
    </div>
  );
}
