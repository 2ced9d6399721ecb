import { useId } from 'react';
import { usePhrase } from '@storefront/platform';

/**
 * The sections before their code and data are here: the reviews heading in the space the product page keeps for them
 * (`isLoading` once they are asked for).
 */
export function SectionsPlaceholder({ isLoading = false }: { isLoading?: boolean }) {
  const t = usePhrase();
  const headingId = useId();
  return (
    <section className="o_SectionsPlaceholder" aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <h2 id={headingId} className="o_SectionHeading">
        {t('/Social/Reviews/Heading')}
      </h2>
      {isLoading && <p className="o_SectionsPlaceholder__loading">{t('/Common/Loading')}</p>}
    </section>
  );
}
