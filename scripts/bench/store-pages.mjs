// Real addresses of the store's page types, read from the running store's page JSON as the shell loads it.

async function pageJson(gateway, url) {
  const response = await fetch(`${gateway}${url}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** Up to 20 product pages the start page links to. */
export async function productUrls(gateway) {
  const urls = [...new Set(JSON.stringify(await pageJson(gateway, '/')).match(/\/p\/[^"?#]+/g) ?? [])].slice(0, 20);
  if (urls.length === 0) throw new Error('no product links on the start page');
  return urls;
}

/**
 * A word from the start page's products that the search page answers with a list of products (not a redirect to a
 * brand or category named so, nor an empty page).
 */
async function searchPageUrl(gateway, products) {
  const words = new Set(products.flatMap((url) => url.split('/')[2].split('-')).filter((word) => word.length >= 5));
  for (const word of words) {
    const url = `/search?q=${encodeURIComponent(word)}`;
    const page = await pageJson(gateway, url);
    if (page.componentName === 'SearchPageViewModel' && page.listing?.products?.length > 0) return url;
  }
  throw new Error('no word from the start page\'s products gives a search page with products');
}

/** The category the product page's breadcrumbs end in: the listing a shopper finds the product in. */
async function categoryUrl(gateway, product) {
  const categories = ((await pageJson(gateway, product)).breadcrumbs ?? []).filter((crumb) => crumb.url.startsWith('/c/'));
  if (categories.length === 0) throw new Error(`no category in the breadcrumbs of ${product}`);
  return categories[categories.length - 1].url;
}

/**
 * One page of each type: start, the first of `products` and its category, a search page, and the basket and checkout
 * pages (which need a shopper with something in the cart to show what a shopper sees).
 */
export async function pageTypes(gateway, products) {
  return [
    { type: 'start', url: '/' },
    { type: 'category', url: await categoryUrl(gateway, products[0]) },
    { type: 'product', url: products[0] },
    { type: 'search', url: await searchPageUrl(gateway, products) },
    { type: 'basket', url: '/basket', withItemInCart: true },
    { type: 'checkout', url: '/checkout', withItemInCart: true },
  ];
}
