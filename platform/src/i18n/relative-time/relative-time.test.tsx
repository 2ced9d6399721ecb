import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { Culture } from '../../app-shell/types';
import { anAppShellData, givenAppShellFrom } from '../../testing/app-shell-data';
import { translate } from '../translate';
import { RelativeTime } from './relative-time';
import { relativeTimeText, timeAgo } from './relative-time-text';

const givenAppShell = () => givenAppShellFrom(anAppShellData)();
const now = new Date('2025-06-15T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => minutes(n * 60);
const days = (n: number) => hours(n * 24);

const textIn = (culture: Culture, then: Date) => relativeTimeText(then, now, culture, (key, params) => translate(anAppShellData({}, culture).languagePhrases, key, params));
const english = (then: Date) => textIn('en-US', then);

describe('relative time', () => {
  test('up to 2 minutes is just now, also a moment in the future', () => {
    expect(english(before(0))).toBe('just now');
    expect(english(before(minutes(2)))).toBe('just now');
    expect(english(new Date(now.getTime() + minutes(1)))).toBe('just now');
  });

  test('then minutes below 60', () => {
    expect(english(before(minutes(2) + 1))).toBe('2 minutes ago');
    expect(english(before(minutes(3)))).toBe('3 minutes ago');
    expect(english(before(minutes(59) + 59_000))).toBe('59 minutes ago');
  });

  test('1 hour, then hours below 24', () => {
    expect(english(before(minutes(60)))).toBe('1 hour ago');
    expect(english(before(hours(2)))).toBe('2 hours ago');
    expect(english(before(hours(23) + minutes(59)))).toBe('23 hours ago');
  });

  test('1 day, then days below 7', () => {
    expect(english(before(hours(24)))).toBe('1 day ago');
    expect(english(before(days(6)))).toBe('6 days ago');
  });

  test("under 14 days is 'a week'", () => {
    expect(english(before(days(7)))).toBe('a week ago');
    expect(english(before(days(13) + hours(23)))).toBe('a week ago');
  });

  test('then weeks until a month has passed', () => {
    expect(english(before(days(14)))).toBe('2 weeks ago');
    expect(english(before(days(21)))).toBe('3 weeks ago');
    // 15 May → 15 June is a month; 16 May is not yet.
    expect(english(new Date('2025-05-16T12:00:00Z'))).toBe('4 weeks ago');
    expect(english(new Date('2025-05-15T12:00:00Z'))).toBe('1 month ago');
  });

  test('then months below 12; 12 months is a year; then years', () => {
    expect(english(new Date('2025-01-10T12:00:00Z'))).toBe('5 months ago');
    expect(english(new Date('2024-06-16T12:00:00Z'))).toBe('11 months ago');
    expect(english(new Date('2024-06-15T12:00:00Z'))).toBe('a year ago');
    expect(english(new Date('2023-06-16T12:00:00Z'))).toBe('a year ago');
    expect(english(new Date('2023-06-15T12:00:00Z'))).toBe('2 years ago');
    expect(english(new Date('2019-01-01T00:00:00Z'))).toBe('6 years ago');
  });

  test('a month counts calendar months, also from the end of a long month', () => {
    const endOfFebruary = new Date('2025-02-28T12:00:00Z');
    expect(timeAgo(new Date('2025-01-31T12:00:00Z'), endOfFebruary)).toEqual({ kind: 'month', count: 1 });
    expect(timeAgo(new Date('2025-01-31T12:00:01Z'), endOfFebruary)).toEqual({ kind: 'week', count: 3 });
  });

  test("is written in the user's language, with its own plural forms", () => {
    expect(textIn('sv-SE', before(minutes(5)))).toBe('för 5 minuter sedan');
    expect(textIn('sv-SE', before(0))).toBe('nyss');
    expect(textIn('de-DE', before(days(8)))).toBe('vor einer Woche');
    expect(textIn('pl-PL', before(minutes(3)))).toBe('3 minuty temu');
    expect(textIn('pl-PL', before(minutes(5)))).toBe('5 minut temu');
    expect(textIn('fi-FI', before(hours(1)))).toBe('1 tunti sitten');
  });
});

describe('RelativeTime', () => {
  test('shows the text in a time element that carries the exact moment', () => {
    givenAppShell();
    const moment = new Date(Date.now() - minutes(10)).toISOString();
    render(<RelativeTime dateTime={moment} />);
    const time = screen.getByText('10 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(moment);
  });

  test("the title reads in the market's time zone, not the machine's", () => {
    givenAppShell();
    render(<RelativeTime dateTime="2025-06-15T21:30:00Z" />);
    // 23:30 in Stockholm (summer time), whatever zone the test runs in.
    expect(screen.getByText(/ago$/).getAttribute('title')).toMatch(/June 15, 2025.*11:30\sPM/);
  });

  test("hydrates without an error when a minute boundary passed since the server's render; the words follow the clock", async () => {
    givenAppShell();
    const written = new Date('2025-06-15T11:50:30Z');
    const element = <RelativeTime dateTime={written.toISOString()} />;
    jest.useFakeTimers({ now: new Date('2025-06-15T11:59:59Z') });
    const container = document.createElement('div');
    const recoverableErrors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      container.innerHTML = renderToString(element);
      expect(container.textContent).toBe('9 minutes ago');
      document.body.appendChild(container);
      jest.setSystemTime(new Date('2025-06-15T12:00:31Z'));
      await act(async () => {
        hydrateRoot(container, element, { onRecoverableError: (error) => recoverableErrors.push(error) });
      });
      expect(recoverableErrors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      // The server's words, a second old, until they next change.
      expect(container.textContent).toBe('9 minutes ago');
      await act(async () => {
        jest.advanceTimersByTime(60_000);
      });
      expect(container.textContent).toBe('11 minutes ago');
    } finally {
      consoleError.mockRestore();
      jest.useRealTimers();
      container.remove();
    }
  });

  test('shows nothing for a date it cannot read', () => {
    givenAppShell();
    const { container } = render(<RelativeTime dateTime="not a date" />);
    expect(container.textContent).toBe('');
  });
});
