import type { ProductTagLink, ProductTagListPageViewModel } from '../../../contract/listing-pages';
import { usePhrase } from '@storefront/platform';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import '../focus.css';
import '../pill-link.css';
import './product-tag-list-page.css';

function TagSection({ id, heading, tags }: { id: string; heading: string; tags: ProductTagLink[] }) {
  if (tags.length === 0) return null;
  return (
    <section className="c_ProductTagListPage__section" aria-labelledby={id}>
      <h2 id={id} className="c_ProductTagListPage__sectionHeading">
        {heading}
      </h2>
      <ul className="c_PillList">
        {tags.map((tag) => (
          <li key={tag.code}>
            <a className={`c_PillLink${tag.isCertificate ? ' c_ProductTagListPage__certificate' : ''}`} href={tag.url}>
              {tag.name} <span className="c_PillLink__count">({tag.productCount})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /tags: the certificates, then the other properties, each a link to its products. */
export default function ProductTagListPage({ page }: { page: ProductTagListPageViewModel }) {
  const t = usePhrase();
  return (
    <div className="c_ProductTagListPage">
      <Breadcrumbs links={page.breadcrumbs} currentUrl={page.url} />
      <h1 className="c_ProductTagListPage__heading">{page.heading}</h1>
      <TagSection id="c_ProductTagListPage-certificates" heading={t('/Listings/Tags/Certificates')} tags={page.certificates} />
      <TagSection id="c_ProductTagListPage-properties" heading={t('/Listings/Tags/Properties')} tags={page.tags} />
    </div>
  );
}
