/** A link to one of the member's pages: where it goes and the phrase key of its name. */
export interface MyPagesLink {
  url: string;
  titleKey: string;
  /** Team Social's page: offered only while social is enabled (AppShellData.isSocialEnabled). */
  isSocial?: boolean;
}

type MemberPage =
  | 'start'
  | 'profile'
  | 'subscriptions'
  | 'ongoingOrders'
  | 'orders'
  | 'monitoredProducts'
  | 'qrCode'
  | 'wishList'
  | 'notifications'
  | 'socialProfile'
  | 'socialFeed'
  | 'club';

/**
 * Every member page once: its address, and its name in the my-pages navigation (`nav`) and in the member flyout's
 * my-pages tab (`flyout`), where it is listed there. Literal phrase keys for the phrase test.
 */
const memberPages: Record<MemberPage, { url: string; nav?: string; flyout?: string; isSocial?: boolean }> = {
  start: { url: '/my-pages', nav: '/MyPages/Nav/Start', flyout: '/Member/MyPages/Start' },
  profile: { url: '/my-pages/profile', nav: '/MyPages/Nav/Profile', flyout: '/Member/MyPages/Profile' },
  subscriptions: { url: '/my-pages/subscriptions', nav: '/MyPages/Nav/Subscriptions', flyout: '/Member/MyPages/Subscriptions' },
  ongoingOrders: { url: '/my-pages/orders/ongoing', nav: '/MyPages/Nav/OngoingOrders' },
  orders: { url: '/my-pages/orders', nav: '/MyPages/Nav/OrderHistory', flyout: '/Member/MyPages/Orders' },
  monitoredProducts: { url: '/my-pages/monitored-products', nav: '/MyPages/Nav/MonitoredProducts', flyout: '/Member/MyPages/MonitoredProducts' },
  qrCode: { url: '/my-pages/qr-code', nav: '/MyPages/Nav/QrCode', flyout: '/Member/MyPages/QrCode' },
  wishList: { url: '/wishlist', nav: '/MyPages/Nav/WishList', flyout: '/Member/WishList/Title' },
  notifications: { url: '/notifications', nav: '/MyPages/Nav/Notifications' },
  socialProfile: { url: '/social/my-profile', flyout: '/Member/MyPages/SocialProfile', isSocial: true },
  socialFeed: { url: '/social/feed', flyout: '/Member/MyPages/SocialFeed', isSocial: true },
  club: { url: '/club', flyout: '/Member/MyPages/Club' },
};

function linksTo(pages: MemberPage[], place: 'nav' | 'flyout'): readonly MyPagesLink[] {
  return pages.map((page) => {
    const { url, [place]: titleKey, isSocial } = memberPages[page];
    if (!titleKey) throw new Error(`The ${page} page has no name in the ${place}`);
    return { url, titleKey, ...(isSocial && { isSocial }) };
  });
}

/** The my-pages navigation, in its order. */
export const myPagesLinks = linksTo(
  ['start', 'profile', 'subscriptions', 'ongoingOrders', 'orders', 'monitoredProducts', 'qrCode', 'wishList', 'notifications'],
  'nav',
);

/** The member flyout's my-pages tab, in its order. */
export const memberFlyoutLinks = linksTo(
  ['start', 'orders', 'profile', 'subscriptions', 'monitoredProducts', 'qrCode', 'wishList', 'socialProfile', 'socialFeed', 'club'],
  'flyout',
);

const pathOf = (url: string) => {
  const path = new URL(url, 'http://storefront.invalid').pathname.toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

/**
 * Which link is current for a page url: the link to the page itself ('page'), or else the section the page belongs
 * to ('true': an order's details belong to the order history).
 */
export function currentLinkOf(pageUrl: string): { url: string; current: 'page' | 'true' } | null {
  const path = pathOf(pageUrl);
  const exact = myPagesLinks.find((link) => link.url === path);
  if (exact) return { url: exact.url, current: 'page' };
  const sections = myPagesLinks.filter((link) => path.startsWith(`${link.url}/`));
  const section = sections.sort((a, b) => b.url.length - a.url.length)[0];
  return section ? { url: section.url, current: 'true' } : null;
}
