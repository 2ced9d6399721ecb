import { act } from '@testing-library/react';
import type { ProductSocialSections } from '../../../contract/product-reviews';
import SocialSections from '../social-sections/social-sections';
import { productCode, sectionsPath, someSections } from './fixtures';
import { renderWithSocial } from './render-with-social';

/** The product's sections as they show once their call is answered with `sections`. */
export async function renderSections(sections: ProductSocialSections = someSections()) {
  const view = renderWithSocial(<SocialSections code={productCode} productName="Velvet Lipstick" />);
  await act(async () => view.last(sectionsPath).answer(sections));
  return view;
}
