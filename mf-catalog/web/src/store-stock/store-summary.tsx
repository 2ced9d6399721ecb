import type { StoreSummary as StoreSummaryData } from '../../../contract/stores';
import { usePhrase } from '@storefront/platform';

/** A store's name (a link to its page), address, open-now state, today's hours and distance. */
export function StoreSummary({ store, headingLevel = 2 }: { store: StoreSummaryData; headingLevel?: 2 | 3 }) {
  const t = usePhrase();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="c_StoreSummary">
      <Heading className="c_StoreSummary__name">
        <a href={store.url}>{store.name}</a>
      </Heading>
      <p className="c_StoreSummary__address">
        {store.address.street}, {store.address.postalCode} {store.address.city}
      </p>
      <p className="c_StoreSummary__state">
        <span className={store.isOpenNow ? 'c_StoreSummary__open' : 'c_StoreSummary__closed'}>
          {t(store.isOpenNow ? '/Stores/OpenNow' : '/Stores/ClosedNow')}
        </span>{' '}
        · {t('/Stores/Today', { hours: store.todayText })}
        {store.distanceKm !== undefined && <> · {t('/Stores/Distance', { km: store.distanceKm.toLocaleString() })}</>}
      </p>
    </div>
  );
}
