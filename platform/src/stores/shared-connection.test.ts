import { Subscription } from 'rxjs';
import { sharedConnection } from './shared-connection';

test('opens at the first connection and closes at the end of the last; each end counts once', () => {
  const opened: Subscription[] = [];
  const connect = sharedConnection(() => {
    const subscription = new Subscription();
    opened.push(subscription);
    return subscription;
  });
  const endFirst = connect();
  const endSecond = connect();
  expect(opened).toHaveLength(1);
  endFirst();
  endFirst();
  expect(opened[0]!.closed).toBe(false);
  endSecond();
  expect(opened[0]!.closed).toBe(true);
  const endThird = connect();
  expect(opened).toHaveLength(2);
  endThird();
  expect(opened[1]!.closed).toBe(true);
});
