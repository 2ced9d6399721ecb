import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import type { ButtonFeedback } from './button-timings';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const button = () => screen.getByRole('button');

test('a quick action stays pending for at least 200 ms, shows fulfilled for 2 s, then default', async () => {
  render(<Button onClick={() => Promise.resolve()}>Save</Button>);
  fireEvent.click(button());
  await advance(0);
  expect(button().dataset.state).toBe('pending');
  expect(button().getAttribute('aria-busy')).toBe('true');
  expect(screen.getByRole('status').textContent).toBe('/Common/Loading');

  await advance(199);
  expect(button().dataset.state).toBe('pending');
  await advance(1);
  expect(button().dataset.state).toBe('fulfilled');
  expect(button().getAttribute('aria-busy')).toBe('false');
  expect(screen.getByRole('status').textContent).toBe('/Common/Done');

  await advance(1999);
  expect(button().dataset.state).toBe('fulfilled');
  await advance(1);
  expect(button().dataset.state).toBe('default');
  expect(screen.getByRole('status').textContent).toBe('');
});

test.each<[ButtonFeedback, number]>([
  ['social', 500],
  ['newsletter', 750],
  ['add-to-cart', 750],
])('%s feedback stays pending for at least %i ms', async (feedback, minMs) => {
  render(
    <Button feedback={feedback} onClick={() => Promise.resolve()}>
      Go
    </Button>,
  );
  fireEvent.click(button());
  await advance(minMs - 1);
  expect(button().dataset.state).toBe('pending');
  await advance(1);
  expect(button().dataset.state).toBe('fulfilled');
});

test('a slow action stays pending until it settles; a failure shows rejected', async () => {
  const work = deferred();
  render(<Button onClick={() => work.promise}>Buy</Button>);
  fireEvent.click(button());
  await advance(5000);
  expect(button().dataset.state).toBe('pending');
  await act(async () => work.reject(new Error('nope')));
  expect(button().dataset.state).toBe('rejected');
  expect(screen.getByRole('status').textContent).toBe('/Errors/Unknown');
  await advance(2000);
  expect(button().dataset.state).toBe('default');
});

test('clicks while pending are ignored', async () => {
  const work = deferred();
  const onClick = jest.fn(() => work.promise);
  render(<Button onClick={onClick}>Pay</Button>);
  fireEvent.click(button());
  fireEvent.click(button());
  expect(onClick).toHaveBeenCalledTimes(1);
  await act(async () => work.resolve());
  await advance(200);
  fireEvent.click(button());
  expect(onClick).toHaveBeenCalledTimes(2);
});

test('a synchronous action gives no feedback; variant and type are set', () => {
  const onClick = jest.fn();
  render(
    <Button variant="ghost" onClick={onClick}>
      Close
    </Button>,
  );
  fireEvent.click(button());
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(button().dataset.state).toBe('default');
  expect(button().className).toContain('p_Button--ghost');
  expect(button().getAttribute('type')).toBe('button');
});
