import { act, render, screen, within } from '@testing-library/react';
import { aCampaignPage, aListing, givenAppShell } from '../testing/fixtures';
import CampaignPage from './campaign-page';

describe('CampaignPage', () => {
  beforeEach(() => {
    givenAppShell();
    jest.useFakeTimers({ now: Date.parse('2026-02-04T22:59:58Z') });
  });
  afterEach(() => jest.useRealTimers());

  test('a running campaign: its name as the one h1, description, countdown, products and the other campaigns', () => {
    render(<CampaignPage page={aCampaignPage({ listing: aListing({ totalCount: 30 }) })} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Skin Days']);
    expect(screen.getByText('Skincare on sale for a few weeks.')).toBeTruthy();
    expect(screen.getByText('Ends in')).toBeTruthy();
    expect(screen.getByText('30 products')).toBeTruthy();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Skin Days' }).getAttribute('aria-current')).toBe('page');
    const others = screen.getByRole('navigation', { name: 'Current campaigns' });
    expect(within(others).getByRole('link', { name: 'Vegan Week' }).getAttribute('href')).toBe('/campaigns/vegan-week');
  });

  test('when the countdown reaches zero the page says the campaign has just ended', () => {
    render(<CampaignPage page={aCampaignPage()} />);
    expect(screen.queryByText('The campaign has just ended.')).toBeNull();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('The campaign has just ended.').getAttribute('role')).toBe('status');
    expect(screen.queryByText('Ends in')).toBeNull();
  });

  test('an ended campaign says when it ended and lists no products', () => {
    const page = aCampaignPage({ campaign: { ...aCampaignPage().campaign, state: 'ended', endsAt: '2025-12-15T12:00:00.000Z' } });
    delete page.listing;
    render(<CampaignPage page={page} />);
    expect(screen.getByText('This campaign ended on December 15, 2025.')).toBeTruthy();
    expect(screen.queryByText('Ends in')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Products' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Vegan Week' })).toBeTruthy();
  });
});
