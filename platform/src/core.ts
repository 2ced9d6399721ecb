/**
 * Everything of the public API that loads without a bundler: Node (gateway, team servers, tsx, node tests)
 * resolves `@storefront/platform` here through the package's "node" export condition, because the React
 * components in index.ts import stylesheets that only webpack and Jest understand.
 */
export * from './money/types';
export * from './pages/page-types';
export * from './pages/catalog-types';
export * from './pages/product-page-types';
export * from './app-shell/types';
export * from './shell-config/types';
export * from './shell-config/frame-render';
export * from './events/types';
export * from './cart/types';
export * from './account/types';
export * from './search/social-search';
export { accountRules } from './account/account-rules';
export { cartRules } from './cart/cart-rules';
export { socialRules } from './social/social-rules';

export { bus, createBus, type Bus, type BusOptions } from './bus/bus';
export type { CrossTabChannel } from './bus/cross-tab-channel';
export type { TabVisibility } from './bus/tab-visibility';

export { appShell, createAppShellStore, type AppShellStore } from './app-shell/app-shell-store';
export { useAppShellData } from './app-shell/use-app-shell-data';
export { useCulture, useMarketTimeZone } from './app-shell/use-culture';
export { markets, languages, currencyFor, defaultCultureFor, timeZoneFor } from './app-shell/markets';
export { useObservable } from './react/use-observable';
export { useHydrated } from './react/use-hydrated';
export { HydrationBoundary } from './react/hydration-boundary';
export { lazyPart, type LazyPart } from './react/lazy-part';
export { serialQueue } from './stores/serial-queue';
export { sharedConnection } from './stores/shared-connection';
export { PageRoot, pageRootElementId, pageRootIdentifierPrefix, type PageComponent, type PageRootProps } from './pages/page-root';
export { Slot, SlotRendererContext, type SlotProps, type SlotRenderer } from './slots/slot';

export { cultures, type PhraseTable } from './i18n/phrase-table';
export { translate, type Translate } from './i18n/translate';
export { usePhrase } from './i18n/use-phrase';

export {
  createHttpClient,
  http,
  type HttpClient,
  type HttpClientOptions,
  type HttpRequestInit,
  type HttpResponse,
} from './http/http-client';
export { HttpError, isHttpError } from './http/http-error';
export {
  retryWithBackoff,
  isRetryable,
  retryBaseIntervalMs,
  slowConnectionRetryBaseIntervalMs,
  type RetryOptions,
} from './http/retry-with-backoff';
export { isSlowConnection } from './http/slow-connection';

export { formatPrice, currencySymbols } from './money/format-price';
export { formatNumber } from './i18n/format-number';
export { RelativeTime } from './i18n/relative-time/relative-time';
export { relativeTimeText, timeAgo, type TimeAgo } from './i18n/relative-time/relative-time-text';
export { useNow } from './i18n/relative-time/use-now';

export {
  imageSizes,
  imageUrl,
  imageSrcSet,
  imageFormats,
  imageMimeTypes,
  lazyLoadMarginPx,
  defaultImageQuality,
  type ImageSize,
  type ImageFormat,
} from './images/image-url';
export { maxUploadBytes, uploadImageTypes } from './images/image-upload';

export {
  breakpoints,
  breakpointFor,
  breakpointCookieMaxAgeSeconds,
  type Breakpoint,
} from './breakpoints/breakpoints';
export { useBreakpoint } from './breakpoints/use-breakpoint';


export { minPendingMs, resultShownMs, type ButtonFeedback } from './ui/button-timings';
export { overlayAnimationMs } from './ui/use-presence';
