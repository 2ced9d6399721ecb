import { afterMainImage, startPagePreloads } from './startup/after-main-image';

// The page's main image first; then the async boundary: shared singletons are negotiated before any of them is used.
afterMainImage().then(() => {
  startPagePreloads();
  return import('./bootstrap');
});
