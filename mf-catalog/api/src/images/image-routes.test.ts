import sharp from 'sharp';
import request from 'supertest';
import { describeOnEachBackend, identityHeaders } from '../test-support/test-app';

describeOnEachBackend('images', (testApp) => {
  let variantCode: string;
  beforeAll(async () => {
    const [row] = await testApp().db.query<{ code: string }>('SELECT code FROM variants WHERE image_count = 3 ORDER BY code LIMIT 1');
    variantCode = row!.code;
  });
  const get = (url: string) =>
    request(testApp().app)
      .get(url)
      .set(identityHeaders())
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  test.each([
    ['webp', 640, 'image/webp', 'webp'],
    ['jpg', 320, 'image/jpeg', 'jpeg'],
    ['jpg', 30, 'image/jpeg', 'jpeg'],
  ])('a product image as %s at %d px', async (fmt, width, contentType, sharpFormat) => {
    const response = await get(`/images/products/${variantCode}/1?w=${width}&fmt=${fmt}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(response.body as Buffer).metadata();
    expect(metadata).toMatchObject({ format: sharpFormat, width, height: width });
  });

  test('each of a variant’s images is its own picture, and a second request is the same bytes', async () => {
    const [first, second, third, again] = await Promise.all([
      get(`/images/products/${variantCode}/1?w=120&fmt=webp`),
      get(`/images/products/${variantCode}/2?w=120&fmt=webp`),
      get(`/images/products/${variantCode}/3?w=120&fmt=webp`),
      get(`/images/products/${variantCode}/1?w=120&fmt=webp`),
    ]);
    expect(new Set([first, second, third].map((response) => (response.body as Buffer).toString('base64'))).size).toBe(3);
    expect(again.body).toEqual(first.body);
  });

  test('quality changes the file', async () => {
    const low = await get(`/images/products/${variantCode}/1?w=640&fmt=jpg&q=10`);
    const high = await get(`/images/products/${variantCode}/1?w=640&fmt=jpg&q=100`);
    expect((low.body as Buffer).length).toBeLessThan((high.body as Buffer).length);
  });

  test.each(['w=500', 'w=abc', 'q=0', 'q=101', 'fmt=png', 'w=640&w=320'])('a bad image query (%s) is a 400', async (query) => {
    const response = await request(testApp().app).get(`/images/products/${variantCode}/1?${query}`).set(identityHeaders());
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
  });

  test.each(['/images/products/999999/1', '/images/products/12345/1', '/images/banners/hero-nothing', '/images/banners/poster-makeup'])(
    '%s is a 404 error JSON',
    async (url) => {
      const response = await request(testApp().app).get(`${url}?w=640`).set(identityHeaders());
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    },
  );

  test('an index beyond the variant’s images is a 404', async () => {
    const [row] = await testApp().db.query<{ code: string }>('SELECT code FROM variants WHERE image_count = 2 LIMIT 1');
    const response = await request(testApp().app).get(`/images/products/${row!.code}/3`).set(identityHeaders());
    expect(response.status).toBe(404);
  });

  test('hero banners are wide and category tiles square', async () => {
    const hero = await get('/images/banners/hero-offers?w=960&fmt=webp');
    expect(await sharp(hero.body as Buffer).metadata()).toMatchObject({ width: 960, height: 400 });
    const tile = await get('/images/banners/tile-fragrance?w=320');
    expect(await sharp(tile.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
  });

  test.each([`/images/products/100001/1?fmt=jpg%00`, '/images/products/100001%00/1', '/images/banners/hero-makeup%00?w=640', '/images/videos/%00?w=640'])(
    'a NUL in an image request (%s) is a 400 error JSON',
    async (url) => {
      const response = await request(testApp().app).get(url).set(identityHeaders());
      expect([response.status, response.body.error?.code]).toEqual([400, 'bad_request']);
    },
  );
});
