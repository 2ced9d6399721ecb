import { afterFirstScreen, startPagePreloads } from './startup/after-first-screen';

// The first screen first; then the async boundary: shared singletons are negotiated before any of them is used.
afterFirstScreen().then(() => {
  startPagePreloads();
  return import('./bootstrap');
});
