import { generateDemoCatalog } from '../demo-data/generate-catalog';
import { demoCompetitorPrices, demoPosFlags, demoPriceHistory, demoVideos } from './demo-product-page';
import { dailyPrices, priorPrice, type PriceChange } from './price-history';

const referenceDate = '2026-01-15';
const catalog = generateDemoCatalog({ referenceDate });
const history = demoPriceHistory(catalog.prices, referenceDate);
const historyOf = new Map<string, PriceChange[]>();
for (const row of history) {
  const key = `${row.variant_code}|${row.currency}`;
  historyOf.set(key, [...(historyOf.get(key) ?? []), { validFrom: row.valid_from, amount: row.amount }]);
}
const changesOf = (variantCode: string, currency = 'SEK'): PriceChange[] => historyOf.get(`${variantCode}|${currency}`) ?? [];

test('the same catalog gives the same past, flags, videos and competitors', () => {
  const again = generateDemoCatalog({ referenceDate });
  expect(demoPriceHistory(again.prices, referenceDate)).toEqual(history);
  expect(demoPosFlags(again)).toEqual(demoPosFlags(catalog));
  expect(demoVideos(again)).toEqual(demoVideos(catalog));
  expect(demoCompetitorPrices(again, referenceDate)).toEqual(demoCompetitorPrices(catalog, referenceDate));
});

test('every price row has a past that ends at today’s price, in every currency', () => {
  for (const price of catalog.prices) {
    const changes = changesOf(price.variant_code, price.currency);
    expect(changes.length).toBeGreaterThanOrEqual(1);
    expect(changes.at(-1)!.amount).toBe(price.amount);
    expect(changes.every((change) => change.validFrom < referenceDate)).toBe(true);
  }
});

test('a variant on sale had its previous price until 10–25 days ago: that is its prior price', () => {
  const onSale = catalog.prices.filter((price) => price.currency === 'SEK' && price.previous_amount !== null);
  expect(onSale.length).toBeGreaterThan(50);
  for (const price of onSale) {
    const changes = changesOf(price.variant_code);
    expect(priorPrice(changes, referenceDate)).toBe(price.previous_amount);
    const days = dailyPrices(changes, referenceDate);
    const reducedDays = days.filter((day) => day.amount === price.amount).length;
    expect(reducedDays).toBeGreaterThanOrEqual(10);
    expect(reducedDays).toBeLessThanOrEqual(26);
  }
});

test('some variants had a campaign price or a higher price in the window, most kept theirs', () => {
  const sek = catalog.prices.filter((price) => price.currency === 'SEK' && price.previous_amount === null);
  const moves = sek.map((price) => {
    const days = dailyPrices(changesOf(price.variant_code), referenceDate).map((day) => day.amount);
    return Math.min(...days) < price.amount ? 'dip' : Math.max(...days) > price.amount ? 'higher' : 'steady';
  });
  const share = (kind: string) => moves.filter((move) => move === kind).length / moves.length;
  expect(share('dip')).toBeGreaterThan(0.1);
  expect(share('higher')).toBeGreaterThan(0.05);
  expect(share('steady')).toBeGreaterThan(0.5);
});

test('products shown in stores only are sold in stores only; videos and competitors are of real rows', () => {
  const { showInPosOnly, originatesFromPos } = demoPosFlags(catalog);
  expect(showInPosOnly.length).toBeGreaterThanOrEqual(3);
  expect(originatesFromPos).toEqual(expect.arrayContaining(showInPosOnly));
  const stock = new Map(catalog.stock.map((row) => [row.variant_code, row]));
  for (const code of showInPosOnly) {
    for (const variant of catalog.variants.filter((candidate) => candidate.product_code === code)) {
      expect(stock.get(variant.code)).toMatchObject({ online_quantity: 0 });
    }
  }
  const videos = demoVideos(catalog);
  const products = new Set(catalog.products.map((product) => product.code));
  expect(videos.length).toBeGreaterThan(100);
  expect(videos.every((video) => products.has(video.product_code) && /^[A-Za-z0-9_-]{11}$/.test(video.provider_video_id))).toBe(true);
  const competitors = demoCompetitorPrices(catalog, referenceDate);
  expect(new Set(competitors.map((row) => row.variant_code)).size).toBeGreaterThan(100);
});
