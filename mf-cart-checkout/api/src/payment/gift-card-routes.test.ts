import request from 'supertest';
import { anIdentity, describeOnEachBackend, identityHeaders } from '../testing/test-app';

describeOnEachBackend('GET /api/gift-cards/{code}', (context) => {
  const lookup = (code: string, who = anIdentity()) => request(context().url).get(`/api/gift-cards/${encodeURIComponent(code)}`).set(identityHeaders(who));

  test('a usable card answers its balance, however the code is typed', async () => {
    const response = await lookup('gift-500-sek');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ code: 'GIFT-500-SEK', balance: { amount: 50_000, currency: 'SEK' }, expiresAt: '2099-12-31T23:59:59.000Z', isUsable: true });
  });

  test('an empty, an expired and another currency card are found but not usable', async () => {
    expect((await lookup('GIFT-EMPTY')).body).toMatchObject({ balance: { amount: 0, currency: 'SEK' }, isUsable: false });
    expect((await lookup('GIFT-EXPIRED')).body).toMatchObject({ expiresAt: '2020-12-31T23:59:59.000Z', isUsable: false });
    expect((await lookup('GIFT-50-EUR')).body).toMatchObject({ balance: { amount: 5_000, currency: 'EUR' }, isUsable: false });
    expect((await lookup('GIFT-50-EUR', anIdentity({ market: 'DE', culture: 'de-DE' }))).body).toMatchObject({ isUsable: true });
  });

  test('an unknown code is a 404 with a clear message in the shopper language', async () => {
    const response = await lookup('GIFT-NOPE', anIdentity({ market: 'NO', culture: 'nb-NO' }));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'gift_card_not_found', message: 'Vi fant ikke noe gavekort med den koden. Sjekk koden og prøv igjen.' } });
  });

  test('a malformed code is a 400', async () => {
    for (const code of ['ab', 'x'.repeat(41), 'GIFT_500', "'; DROP TABLE gift_cards; --"]) {
      const response = await lookup(code);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'bad_request', fields: { code: expect.any(String) } });
    }
  });

  test('ten lookups a minute per shopper; the eleventh is a 429 with Retry-After, and other shoppers are unaffected', async () => {
    const guesser = anIdentity();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => lookup(`GUESS-${index}`, guesser)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(404));
    const limited = await lookup('GIFT-500-SEK', guesser);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual({ code: 'too_many_gift_card_lookups', message: 'För många försök att slå upp presentkort. Vänta en minut och försök igen.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(6);
    expect((await lookup('GIFT-500-SEK')).status).toBe(200);
  });

  test('20 lookups at once from one shopper let exactly 10 through', async () => {
    const guesser = anIdentity();
    const answers = await Promise.all(Array.from({ length: 20 }, () => lookup('GIFT-500-SEK', guesser)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });

  test('twelve lookups from one address without cookies (a new visitor each time): ten answers, then 429', async () => {
    const fromOneAddress = () => anIdentity({ clientAddress: '203.0.113.7' });
    const answers = [];
    for (let index = 0; index < 12; index++) answers.push(await lookup(index === 5 ? 'GIFT-500-SEK' : `GUESS-${index}`, fromOneAddress()));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 200, 404, 404, 404, 404, 429, 429]);
    expect(answers[10]!.body.error.code).toBe('too_many_gift_card_lookups');
    expect(Number(answers[10]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address, and the same address written IPv4-mapped, as the gateway may see it.
    expect((await lookup('GIFT-500-SEK', anIdentity({ clientAddress: '203.0.113.8' }))).status).toBe(200);
    expect((await lookup('GIFT-500-SEK', anIdentity({ clientAddress: '::ffff:203.0.113.7' }))).status).toBe(429);
  });

  test('a client taking a fresh IPv6 address of its /64 for every lookup is still one client', async () => {
    const statuses = [];
    for (let index = 0; index < 11; index++) statuses.push((await lookup('GIFT-500-SEK', anIdentity({ clientAddress: `2001:db8:77:1::${index + 1}` }))).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await lookup('GIFT-500-SEK', anIdentity({ clientAddress: '2001:db8:77:2::1' }))).status).toBe(200);
  });

  test('a lookup refused for the shopper takes nothing from their address, and the other way round', async () => {
    const guesser = anIdentity();
    for (let index = 0; index < 10; index++) await lookup('GIFT-500-SEK', { ...guesser, clientAddress: `198.51.100.${index + 1}` });
    const sharedAddress = '198.51.100.200';
    for (let index = 0; index < 5; index++) expect((await lookup('GIFT-500-SEK', { ...guesser, clientAddress: sharedAddress })).status).toBe(429);
    const neighbours = await Promise.all(Array.from({ length: 11 }, () => lookup('GIFT-500-SEK', anIdentity({ clientAddress: sharedAddress }))));
    expect(neighbours.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(neighbours.filter((answer) => answer.status === 429)).toHaveLength(1);
  });

  test('a NUL in the code is a 400 and no lookup is counted', async () => {
    const guesser = anIdentity();
    for (let index = 0; index < 3; index++) expect((await lookup('GIFT-500-SEK\u0000', guesser)).status).toBe(400);
    const answers = await Promise.all(Array.from({ length: 10 }, () => lookup('GIFT-500-SEK', guesser)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  });

  test('without the gateway identity it is a 401', async () => {
    expect((await request(context().url).get('/api/gift-cards/GIFT-500-SEK')).status).toBe(401);
  });
}, {}, 'http');
