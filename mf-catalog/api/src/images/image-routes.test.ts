import sharp from 'sharp';
import request from 'supertest';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';
import { renderImage } from '@storefront/platform/server';

// The real encoder, counted: a second request for an image must not encode it again.
const countedRender = jest.fn(renderImage);
const encodings = (format: string, quality: number) =>
  countedRender.mock.calls.filter(([, callFormat, callQuality]) => callFormat === format && callQuality === quality).length;

describeOnEachBackend(
  'images',
  (testApp) => {
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
      ['avif', 640, 'image/avif', 'heif'],
      ['avif', 60, 'image/avif', 'heif'],
      ['webp', 640, 'image/webp', 'webp'],
      ['jpg', 320, 'image/jpeg', 'jpeg'],
      ['jpg', 30, 'image/jpeg', 'jpeg'],
    ])('a product image as %s at %d px', async (fmt, width, contentType, sharpFormat) => {
      const response = await get(`/images/products/${variantCode}/1?w=${width}&fmt=${fmt}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(contentType);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The URL names the format: nothing in the request changes the answer, so nothing to vary on.
      expect(response.headers['vary']).toBeUndefined();
      const metadata = await sharp(response.body as Buffer).metadata();
      expect(metadata).toMatchObject({ format: sharpFormat, width, height: width });
      if (fmt === 'avif') expect(metadata.compression).toBe('av1');
    });

    test.each([
      ['avif', 640, 'image/avif', 'heif'],
      ['avif', 1280, 'image/avif', 'heif'],
      ['webp', 1280, 'image/webp', 'webp'],
      ['jpg', 640, 'image/jpeg', 'jpeg'],
    ])('the start page hero as %s at %d px has the banner’s aspect', async (fmt, width, contentType, sharpFormat) => {
      const response = await get(`/images/banners/hero-offers?w=${width}&q=75&fmt=${fmt}`);
      expect([response.status, response.headers['content-type']]).toEqual([200, contentType]);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(response.body as Buffer).metadata()).toMatchObject({ format: sharpFormat, width, height: Math.round((width * 1200) / 2880) });
    });

    test('AVIF is smaller than JPEG for the same picture at the same q', async () => {
      const [avif, jpg] = await Promise.all([get('/images/banners/hero-skincare?w=1280&fmt=avif'), get('/images/banners/hero-skincare?w=1280&fmt=jpg')]);
      expect((avif.body as Buffer).length).toBeLessThan((jpg.body as Buffer).length / 2);
    });

    test('a second request for an image is answered from the cache, not encoded again', async () => {
      const url = `/images/banners/hero-hair?w=960&q=61&fmt=avif`;
      const before = encodings('avif', 61);
      const first = await get(url);
      expect(encodings('avif', 61)).toBe(before + 1);
      const second = await get(url);
      expect(encodings('avif', 61)).toBe(before + 1);
      expect(second.status).toBe(200);
      expect(second.headers['content-type']).toBe('image/avif');
      expect(second.body).toEqual(first.body);
    });

    test('concurrent requests for one image encode it once', async () => {
      const url = `/images/products/${variantCode}/2?w=1280&q=62&fmt=avif`;
      const before = encodings('avif', 62);
      const responses = await Promise.all([get(url), get(url), get(url)]);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
      expect(encodings('avif', 62)).toBe(before + 1);
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

    test.each([
      'w=500',
      'w=abc',
      'w=641&fmt=avif',
      'w=',
      'q=0',
      'q=101',
      'q=75.5',
      'q=high&fmt=avif',
      'fmt=png',
      'fmt=AVIF',
      'fmt=heif',
      'fmt=',
      'fmt=avif&fmt=webp',
      'w=640&w=320',
    ])('a bad image query (%s) is a 400', async (query) => {
      const before = countedRender.mock.calls.length;
      for (const path of [`/images/products/${variantCode}/1`, '/images/banners/hero-offers']) {
        const response = await request(testApp().app).get(`${path}?${query}`).set(identityHeaders());
        expect(response.status).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.body.error.code).toBe('bad_request');
      }
      expect(countedRender.mock.calls.length).toBe(before);
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
  },
  { renderImage: countedRender },
  // Images drawn from product data the catalog's database suites read on PostgreSQL too: HTTP checks only.
  'http',
);
