import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { useObservable } from './use-observable';

function Show({ value$ }: { value$: Observable<string> }) {
  return <p>{useObservable(value$, 'initial')}</p>;
}

test('shows the initial value, then each emitted value', () => {
  const value$ = new Subject<string>();
  render(<Show value$={value$} />);
  expect(screen.getByText('initial')).toBeTruthy();
  act(() => value$.next('second'));
  expect(screen.getByText('second')).toBeTruthy();
});

test('uses the current value of a BehaviorSubject from the first render', () => {
  const value$ = new BehaviorSubject('current');
  const { container } = render(<Show value$={value$} />);
  expect(container.textContent).toBe('current');
});

test('unsubscribes on unmount', () => {
  const value$ = new Subject<string>();
  const { unmount } = render(<Show value$={value$} />);
  expect(value$.observed).toBe(true);
  unmount();
  expect(value$.observed).toBe(false);
});
