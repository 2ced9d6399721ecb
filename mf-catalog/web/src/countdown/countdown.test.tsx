import { act, render, screen } from '@testing-library/react';
import { givenAppShell } from '../testing/fixtures';
import { Countdown } from './countdown';
import { isCountdownShown, timeLeft } from './countdown-rules';

describe('countdown rules', () => {
  test('the time left is whole days, hours, minutes and seconds, never below zero', () => {
    const end = Date.parse('2026-02-05T00:00:00Z');
    expect(timeLeft(end, Date.parse('2026-02-02T21:58:30.500Z'))).toEqual({ days: 2, hours: 2, minutes: 1, seconds: 30, isOver: false });
    expect(timeLeft(end, end)).toMatchObject({ days: 0, seconds: 0, isOver: true });
    expect(timeLeft(end, end + 5000)).toMatchObject({ seconds: 0, isOver: true });
  });

  test('only an end after the year 0001 is shown', () => {
    expect(isCountdownShown('2026-02-05T00:00:00Z')).toBe(true);
    expect(isCountdownShown('0001-01-01T00:00:00Z')).toBe(false);
    expect(isCountdownShown('0001-12-31T23:59:59Z')).toBe(false);
    expect(isCountdownShown('not a date')).toBe(false);
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    givenAppShell();
    jest.useFakeTimers({ now: Date.parse('2026-02-04T22:59:57Z') });
  });
  afterEach(() => jest.useRealTimers());

  const figures = () => [...document.querySelectorAll('.c_Countdown__value')].map((element) => element.textContent);

  test('ticks every second and calls back once at zero', () => {
    const onEnd = jest.fn();
    render(<Countdown endsAt="2026-02-04T23:00:00.000Z" onEnd={onEnd} />);
    expect(figures()).toEqual(['0', '00', '00', '03']);
    act(() => jest.advanceTimersByTime(1000));
    expect(figures()).toEqual(['0', '00', '00', '02']);
    expect(onEnd).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(5000));
    expect(figures()).toEqual(['0', '00', '00', '00']);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  test('screen readers get the end date, not the ticking figures', () => {
    render(<Countdown endsAt="2026-02-10T12:00:00.000Z" />);
    expect(screen.getByText(/^Ends February 10, 2026/)).toBeTruthy();
    expect(document.querySelector('.c_Countdown__clock')!.getAttribute('aria-hidden')).toBe('true');
    expect(figures()).toEqual(['5', '13', '00', '03']);
    expect(screen.getByText('days')).toBeTruthy();
  });

  test('an unset end (year 0001) shows nothing and never calls back', () => {
    const onEnd = jest.fn();
    const { container } = render(<Countdown endsAt="0001-01-01T00:00:00Z" onEnd={onEnd} />);
    expect(container.innerHTML).toBe('');
    act(() => jest.advanceTimersByTime(3000));
    expect(onEnd).not.toHaveBeenCalled();
  });
});
