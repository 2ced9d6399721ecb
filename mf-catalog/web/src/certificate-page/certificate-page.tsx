import type { CertificateViewModel } from '../../../contract/listing-pages';
import { usePhrase } from '@storefront/platform';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { PillLinks } from '../pill-links';
import { ProductListing } from '../product-listing/product-listing';
import '../focus.css';
import './certificate-page.css';

/** /certificates/{code}: what the certificate means, the brands with most products carrying it, and those products. */
export default function CertificatePage({ page }: { page: CertificateViewModel }) {
  const t = usePhrase();
  const { certificate } = page;
  return (
    <div className="c_CertificatePage">
      <Breadcrumbs links={page.breadcrumbs} currentUrl={page.url} />
      <header className="c_CertificatePage__header">
        <p className="c_CertificatePage__label">{t('/Listings/Certificate/Label')}</p>
        <h1 className="c_CertificatePage__heading">{certificate.name}</h1>
        <p className="c_CertificatePage__description">{certificate.description}</p>
      </header>
      <PillLinks
        id="c_CertificatePage-brands"
        className="c_CertificatePage__brands"
        heading={t('/Listings/Certificate/TopBrands')}
        links={page.topBrands}
        ordered
      />
      <ProductListing listing={page.listing} pageUrl={page.url} />
    </div>
  );
}
