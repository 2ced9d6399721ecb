import { fireEvent, screen, within } from '@testing-library/react';
import { bus, type EventMap } from '@storefront/platform';
import type { ClubPageViewModel } from '../../../contract/loyalty';
import { aLoyaltyStatus, aPageBase, gold, platinum, silver } from '../testing/my-pages-fixtures';
import { givenMember, givenVisitor, renderPage } from '../testing/my-pages';
import { axeViolations } from '../testing/axe';
import ClubPage from './club-page';

const aClubPage = (overrides: Partial<ClubPageViewModel> = {}): ClubPageViewModel => ({
  ...aPageBase('ClubPageViewModel', '/club'),
  levels: [platinum, silver, gold],
  faq: [
    { question: 'How do I earn points?', answer: 'One point for every krona you spend.' },
    { question: 'When do points expire?', answer: 'Points count for 12 months.' },
  ],
  loyalty: null,
  ...overrides,
});

describe('ClubPage', () => {
  afterEach(() => jest.restoreAllMocks());

  test('shows every level from the first with its points and benefits', async () => {
    givenVisitor();
    renderPage(<ClubPage page={aClubPage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The beauty club');
    const levels = within(screen.getByRole('region', { name: 'Levels and benefits' })).getAllByRole('heading', { level: 3 });
    expect(levels.map((level) => level.textContent)).toEqual(['Silver', 'Gold', 'Platinum']);
    expect(screen.getByText('From your first purchase')).toBeTruthy();
    expect(screen.getByText('From 1,000 points a year')).toBeTruthy();
    const benefits = screen.getByRole('list', { name: 'Benefits at Platinum' });
    expect(within(benefits).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Free shipping', 'Birthday gift']);
    expect(await axeViolations()).toEqual([]);
  });

  test('a visitor gets a join button that opens the account box on the register tab', () => {
    givenVisitor();
    const opened: EventMap['account:open-box'][] = [];
    const subscription = bus.on('account:open-box').subscribe(({ payload }) => opened.push(payload));
    renderPage(<ClubPage page={aClubPage()} />);
    expect(screen.queryByRole('region', { name: 'Your level' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join the club' }));
    expect(opened).toEqual([{ tab: 'register' }]);
    subscription.unsubscribe();
  });

  test('a member sees their level and progress, marked among the levels, and no join button', async () => {
    givenMember();
    renderPage(<ClubPage page={aClubPage({ loyalty: aLoyaltyStatus() })} />);
    const status = screen.getByRole('region', { name: 'Your level' });
    expect(within(status).getByText('Level: Gold')).toBeTruthy();
    expect(within(status).getByRole('progressbar', { name: 'Progress towards Platinum' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the club' })).toBeNull();
    const current = screen.getByText('Your level', { selector: '.a_ClubLevels__badge' }).closest('li')!;
    expect(within(current).getByRole('heading').textContent).toBe('Gold Your level');
    expect(await axeViolations()).toEqual([]);
  });

  test('the questions open and close as native disclosure widgets', () => {
    givenVisitor();
    renderPage(<ClubPage page={aClubPage()} />);
    const faq = screen.getByRole('region', { name: 'Questions and answers' });
    const items = faq.querySelectorAll('details');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(first.querySelector('summary')?.textContent).toBe('How do I earn points?');
    expect(first.open).toBe(false);
    fireEvent.click(first.querySelector('summary')!);
    expect(first.open).toBe(true);
    expect(within(first).getByText('One point for every krona you spend.')).toBeTruthy();
  });

  test('texts from the server are text, never markup', () => {
    givenVisitor();
    renderPage(<ClubPage page={aClubPage({ faq: [{ question: 'Q?', answer: '<img src=x onerror=alert(1)>' }] })} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
