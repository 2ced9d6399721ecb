import type { Subscription } from 'rxjs';

/**
 * One subscription for every part that connects: `open` runs at the first connection, and what it returns is
 * unsubscribed when the last one ends. Each connection's end works once.
 */
export function sharedConnection(open: () => Subscription): () => () => void {
  let connections = 0;
  let listening: Subscription | null = null;
  return () => {
    connections += 1;
    if (connections === 1) listening = open();
    let connected = true;
    return () => {
      if (!connected) return;
      connected = false;
      connections -= 1;
      if (connections === 0) {
        listening?.unsubscribe();
        listening = null;
      }
    };
  };
}
