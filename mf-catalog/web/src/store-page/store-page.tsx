import type { StorePageViewModel } from '../../../contract/stores';
import { usePhrase } from '@storefront/platform';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import '../store-stock/store-stock.css';
import '../focus.css';
import './store-page.css';

/** /stores/{id}: address, phone, the week's opening hours (today marked), services and a link to the store's products. */
export default function StorePage({ page }: { page: StorePageViewModel }) {
  const t = usePhrase();
  const { store } = page;
  return (
    <div className="c_StorePage">
      <Breadcrumbs links={page.breadcrumbs} currentUrl={page.url} />
      <h1>{store.name}</h1>
      <p className="c_StoreSummary__state">
        <span className={store.isOpenNow ? 'c_StoreSummary__open' : undefined}>{t(store.isOpenNow ? '/Stores/OpenNow' : '/Stores/ClosedNow')}</span> ·{' '}
        {t('/Stores/Today', { hours: store.todayText })}
      </p>
      <div className="c_StorePage__columns">
        <section>
          <h2>{t('/Stores/Address')}</h2>
          <address className="c_StorePage__address">
            {store.address.street}
            <br />
            {store.address.postalCode} {store.address.city}
            <br />
            {t('/Stores/Phone')}: <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{store.phone}</a>
          </address>
          <p>
            <a href={`geo:${store.location.lat},${store.location.lon}`}>{t('/Stores/Map')}</a>
          </p>
          {store.services.length > 0 && (
            <>
              <h2>{t('/Stores/Services')}</h2>
              <ul>
                {store.services.map((service) => (
                  <li key={service}>{t(`/Stores/Service/${service}`)}</li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section>
          <h2 id="opening-hours">{t('/Stores/OpeningHours')}</h2>
          <table className="c_StorePage__hours" aria-labelledby="opening-hours">
            <thead>
              <tr>
                <th scope="col">{t('/Stores/Day')}</th>
                <th scope="col">{t('/Stores/Hours')}</th>
              </tr>
            </thead>
            <tbody>
              {store.openingHours.map((day) => (
                <tr key={day.weekday} className={day.isToday ? 'c_StorePage__today' : undefined} aria-current={day.isToday ? 'date' : undefined}>
                  <th scope="row">{day.name}</th>
                  <td>{day.opens ? `${day.opens}–${day.closes}` : t('/Stores/Closed')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      <p>
        <a className="c_StorePage__products" href={page.productsUrl}>
          {t('/Stores/Products')}
        </a>
      </p>
    </div>
  );
}
