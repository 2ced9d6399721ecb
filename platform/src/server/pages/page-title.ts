/** The shop's name, as page titles end with it. */
export const siteName = 'Beauty Store';

/** A page's title as the browser tab shows it: 'Orders | Beauty Store'. */
export const pageTitle = (title: string): string => `${title} | ${siteName}`;
