const siteName = 'Beauty Store';

/** A page's title as the browser tab shows it. */
export const pageTitle = (title: string) => `${title} | ${siteName}`;
