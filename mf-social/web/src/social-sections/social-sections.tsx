import { useEffect, useId, useMemo, useRef } from 'react';
import { Button, useObservable, usePhrase } from '@storefront/platform';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { ModerationProvider } from '../moderation/moderation-notice';
import { SectionsPlaceholder } from '../product-social-sections/sections-placeholder';
import { createProductSocialStore, type ProductSocialStore } from '../product-social-store/product-social-store';
import { ProductSocialContext } from '../product-social-store/use-product-social';
import { QuestionsSection } from '../questions/questions-section';
import { LooksSection } from '../looks/looks-section';
import { UserImagesSection } from '../user-images/user-images-section';
import { ReviewsSection } from '../reviews/reviews-section';
import { WriteGateProvider } from '../social-profile/write-gate';
import '../styles/focus.css';
import './social-sections.css';

const ignore = () => undefined;

export interface SocialSectionsProps {
  code: string;
  productName: string;
  /** The catalog's rating from the product's feed, for a product nobody has reviewed here yet. */
  fromFeed?: { rating: number; count: number } | null;
}

/** The product's reviews, its questions and answers, members' pictures of it and looks made with it, from one call when they come into view. */
export default function SocialSections({ code, productName, fromFeed = null }: SocialSectionsProps) {
  const { http } = useSocialEnvironment();
  const store = useMemo(() => createProductSocialStore({ http, code }), [http, code]);
  const { status } = useObservable(store.state$, store.getState());
  // Once failed, the failure and its Retry (busy meanwhile) stay until a retry succeeds: the keyboard keeps its place.
  const hasFailed = useRef(false);
  if (status === 'failed') hasFailed.current = true;

  useEffect(() => {
    store.load().catch(ignore);
  }, [store]);

  if (status === 'failed' || (status === 'loading' && hasFailed.current)) return <SectionsFailed store={store} />;
  if (status !== 'loaded') return <SectionsPlaceholder isLoading />;
  return (
    <ProductSocialContext.Provider value={store}>
      <WriteGateProvider code={code}>
        <div className="o_SocialSections">
          <ModerationProvider>
            <ReviewsSection productName={productName} fromFeed={fromFeed} />
            <QuestionsSection productName={productName} />
            <UserImagesSection code={code} productName={productName} />
            <LooksSection code={code} productName={productName} />
          </ModerationProvider>
        </div>
      </WriteGateProvider>
    </ProductSocialContext.Provider>
  );
}

/** The sections could not be loaded: they say so, under their heading, and offer to try again. */
function SectionsFailed({ store }: { store: ProductSocialStore }) {
  const t = usePhrase();
  const headingId = useId();
  return (
    <section className="o_SocialSections__failed" aria-labelledby={headingId}>
      <h2 id={headingId} className="o_SectionHeading">
        {t('/Social/Reviews/Heading')}
      </h2>
      <FormAlert text={t('/Social/Reviews/LoadFailed')} />
      <Button variant="secondary" onClick={() => store.load()}>
        {t('/Common/Retry')}
      </Button>
    </section>
  );
}
