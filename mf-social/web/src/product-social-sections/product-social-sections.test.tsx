import { act, screen } from '@testing-library/react';
import { givenVisitor } from '../testing/app-shell-data';
import { settle } from '../testing/fake-http';
import { productCode, sectionsPath, someSections } from '../testing/fixtures';
import { givenIntersectionObserver } from '../testing/in-view';
import { renderWithSocial } from '../testing/render-with-social';
import ProductSocialSections from './product-social-sections';

const sections = <ProductSocialSections code={productCode} productName="Velvet Lipstick" />;

describe('ProductSocialSections (slot product:social-sections)', () => {
  beforeEach(() => givenVisitor());

  test('shows the reviews heading and asks for nothing until it comes near the screen', async () => {
    const view = givenIntersectionObserver();
    const { requests, container } = renderWithSocial(sections);
    await act(settle);
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toBeTruthy();
    expect(requests).toHaveLength(0);
    expect(view.observed()).toEqual([container.querySelector('.o_ProductSocialSections')]);
    expect(view.options()).toEqual([{ rootMargin: '200px 0px' }]);
    view.remove();
  });

  test('near the screen it loads its code and the product’s sections, then shows them', async () => {
    const view = givenIntersectionObserver();
    const { last } = renderWithSocial(sections);
    await act(async () => view.bringIntoView());
    await act(settle);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => last(sectionsPath).answer(someSections()));
    expect(screen.getByRole('heading', { level: 2, name: 'Questions & answers' })).toBeTruthy();
    expect(screen.getByText('Reviews: 3')).toBeTruthy();
    expect(view.observed()).toEqual([]);
    view.remove();
  });

  test('a browser without IntersectionObserver loads them at once', async () => {
    const { last } = renderWithSocial(sections);
    await act(settle);
    await act(async () => last(sectionsPath).answer(someSections()));
    expect(screen.getByRole('heading', { level: 2, name: 'Questions & answers' })).toBeTruthy();
  });
});
