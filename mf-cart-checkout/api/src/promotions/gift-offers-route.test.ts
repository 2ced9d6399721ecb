import { call } from '../testing/checkout-requests';
import { describeOnEachBackend } from '../testing/test-app';
import { forgetPromotions, promotionsKeptMs, runningPromotions } from './promotion-repository';

describeOnEachBackend("the gift-with-purchase offers, for the catalog's product page", (context) => {
  const offers = (who: Parameters<typeof call>[3] = {}) => call(context().url, 'GET', '/internal/promotions/gift-with-purchase', { service: 'catalog', ...who });
  // An edit as the back office will make one: written, then the promotions kept in memory are forgotten.
  const sql = async (text: string) => {
    await context().db.query(text);
    forgetPromotions(context().db);
  };

  test("the running gift offers in the identity's market, currency and language; not the other automatic promotions", async () => {
    const swedish = await offers();
    expect(swedish.status).toBe(200);
    expect(swedish.headers.get('cache-control')).toBe('no-store');
    expect(swedish.body).toEqual({
      offers: [{ id: 'gift-sheet-mask', name: 'Gåva: en ansiktsmask på köpet', giftCode: '108280', minimumOrder: { amount: 80_000, currency: 'SEK' } }],
    });
    expect((await offers({ market: 'FI', culture: 'fi-FI' })).body).toEqual({
      offers: [{ id: 'gift-sheet-mask', name: 'Lahja: kasvonaamio kaupan päälle', giftCode: '108280', minimumOrder: { amount: 8_000, currency: 'EUR' } }],
    });
  });

  test('a disabled, ended, future or other market’s gift is not offered', async () => {
    try {
      await sql(`UPDATE promotions SET disabled = true WHERE id = 'gift-sheet-mask'`);
      expect((await offers()).body).toEqual({ offers: [] });
      await sql(`UPDATE promotions SET disabled = false, expires_at = now() - interval '1 day', starts_at = now() - interval '9 days' WHERE id = 'gift-sheet-mask'`);
      expect((await offers()).body).toEqual({ offers: [] });
      await sql(`UPDATE promotions SET starts_at = now() + interval '1 day', expires_at = NULL WHERE id = 'gift-sheet-mask'`);
      expect((await offers()).body).toEqual({ offers: [] });
      await sql(`UPDATE promotions SET starts_at = NULL, markets = ARRAY['NO'] WHERE id = 'gift-sheet-mask'`);
      expect((await offers()).body).toEqual({ offers: [] });
      expect((await offers({ market: 'NO', culture: 'nb-NO' })).body.offers).toHaveLength(1);
    } finally {
      await sql(`UPDATE promotions SET disabled = false, starts_at = NULL, expires_at = NULL, markets = NULL WHERE id = 'gift-sheet-mask'`);
    }
    expect((await offers()).body.offers).toHaveLength(1);
  });

  test('promotions are read from the database once per market and language for a while; an edit elsewhere shows within promotionsKeptMs', async () => {
    const swede = { market: 'SE', culture: 'sv-SE', currency: 'SEK' } as const;
    const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);
    const giftIds = async (ms: number) => (await runningPromotions(context().db, swede, at(ms))).map((promotion) => promotion.id).filter((id) => id === 'gift-sheet-mask');
    forgetPromotions(context().db);
    try {
      expect(await giftIds(0)).toEqual(['gift-sheet-mask']);
      // Edited by another process, which cannot make this one forget.
      await context().db.query(`UPDATE promotions SET disabled = true WHERE id = 'gift-sheet-mask'`);
      expect(await giftIds(1_000)).toEqual(['gift-sheet-mask']);
      expect(await giftIds(promotionsKeptMs)).toEqual([]);
      // An end time is compared with the clock on every read, not only when the promotions are read again.
      await sql(`UPDATE promotions SET disabled = false, expires_at = '2030-01-01T00:00:05Z' WHERE id = 'gift-sheet-mask'`);
      expect(await giftIds(4_999)).toEqual(['gift-sheet-mask']);
      expect(await giftIds(5_000)).toEqual([]);
    } finally {
      await sql(`UPDATE promotions SET disabled = false, starts_at = NULL, expires_at = NULL, markets = NULL WHERE id = 'gift-sheet-mask'`);
    }
  });

  test('a call without the gateway’s or a team’s signed identity is refused', async () => {
    const response = await fetch(`${context().url}/internal/promotions/gift-with-purchase`);
    expect(response.status).toBe(401);
  });

  test('only the catalog’s service may ask: a browser’s identity is a 401, another service’s a 403', async () => {
    expect((await call(context().url, 'GET', '/internal/promotions/gift-with-purchase', {})).status).toBe(401);
    expect((await offers({ service: 'account' })).status).toBe(403);
  });
}, {}, 'http');
