// Real addresses of the store's pages, read from the running store's page JSON as the shell loads it.

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
