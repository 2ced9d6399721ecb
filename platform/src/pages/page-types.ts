import type { AppShellData } from '../app-shell/types';

export interface PageMeta {
  title: string;
  description?: string;
  robots?: string;
  /** Open Graph and similar meta elements. */
  elements?: { name?: string; property?: string; content: string }[];
}

/** Plain data the gateway renders as the no-JavaScript fallback (sent only when the gateway asks with `_fallback=1`). */
export interface PageFallback {
  headings: { level: 1 | 2 | 3; text: string }[];
  paragraphs: string[];
  links: { href: string; text: string }[];
}

/** Every page JSON has these; the rest is the view model of its componentName. */
export interface PageBase {
  componentName: string;
  url: string;
  meta: PageMeta;
  canonicalUrl?: string;
  jsonLd?: Record<string, unknown>[];
  /** 'default' means no theme. */
  currentTheme: string;
  trackingInformationSection?: string;
  hideFooter?: boolean;
  /**
   * The frame the page is shown in: 'checkout' leaves out the market selector, the footer and the Languages tab.
   * The team that renders the page says so; the shell knows no team's page names.
   */
  layout?: 'checkout';
  appShellData?: AppShellData;
  fallback?: PageFallback;
}

/** The hidden parameters a page request carries besides the page's own. */
export const pageRequestParams = {
  linkIdentifier: '_lid',
  includeAppShellData: '_asd',
  resolveDynamicData: '_rdd',
  /** Internal: gateway asks the team server for the fallback section. Stripped from browser requests. */
  fallback: '_fallback',
} as const;

/** The response and request headers the store's calls use. */
export const httpHeaders = {
  serverVersion: 'x-server-version',
  clientVersion: 'x-client-version',
  actualUrl: 'x-actual-url',
  requireReload: 'x-require-reload',
  queueIntercept: 'x-queue-intercept',
  /** Signed identity the gateway forwards to team servers. */
  identity: 'x-storefront-identity',
  requestId: 'x-request-id',
  /** POST /cart/update names the codes an add-to-cart added (comma-separated). */
  addToCartCodes: 'x-add-to-cart-codes',
  /** Every state change (POST, PUT, PATCH, DELETE) carries the value of the `csrf` cookie here (double submit). */
  csrfToken: 'x-csrf-token',
  /**
   * A team server's answer that changed what a session cookie stands for (a login, a logout, an impersonation): the
   * gateway forgets what it knew of the session and takes the header off before the browser sees the answer.
   */
  sessionChanged: 'x-session-changed',
} as const;

/** The cookie the gateway sets for the CSRF double submit (readable by script, SameSite=Strict). */
export const csrfCookieName = 'csrf';
