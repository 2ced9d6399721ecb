import { countrySelectorUrl } from './country-selector-url';

describe('countrySelectorUrl', () => {
  it('keeps the page and sets lang, market and ssw=1', () => {
    expect(countrySelectorUrl('https://shop.test/c/makeup?page=2', { market: 'NO', culture: 'nb-NO' })).toBe(
      'https://shop.test/c/makeup?page=2&lang=nb-NO&market=NO&ssw=1',
    );
  });

  it('replaces earlier choices and drops the jserror marker and hash', () => {
    expect(countrySelectorUrl('https://shop.test/?lang=sv-SE&market=SE&ssw=1&jserror=1#top', { market: 'DE', culture: 'de-DE' })).toBe(
      'https://shop.test/?lang=de-DE&market=DE&ssw=1',
    );
  });
});
