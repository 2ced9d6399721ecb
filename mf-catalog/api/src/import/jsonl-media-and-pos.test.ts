import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { Express } from 'express';
import type { ProductVideos } from '../../../contract/product-page';
import type { Database } from '@storefront/platform/server';
import { describeOnEachTestBackend } from '@storefront/platform/server/testing';
import { buildApp } from '../app';
import { catalogMigrations } from '../db/catalog-database';
import { catalogTestBackends } from '../testing/catalog-test-backends';
import { identityHeaders, testAppOptions } from '../testing/test-app';
import { importCatalogFile } from './import-catalog-file';

// Our own JSON Lines feed can bring a product's videos and its point-of-sale flags (import/README.md).
const line = (code: string, extra: Record<string, unknown>) =>
  JSON.stringify({
    code,
    name: `Glow Serum ${code}`,
    brand: 'Nordic Skin',
    category: ['Skincare', 'Serums'],
    variants: [{ key: '30ml', name: '30 ml', size: { unit: 'ml', amount: 30 }, priceUsd: 29 }],
    ...extra,
  });
const videos = [
  { provider: 'youtube', id: 'aBcDeFgHiJ0', title: 'How to use the serum', durationSeconds: 95 },
  { provider: 'youtube', id: 'Zz_9-yXwVu1', title: 'Behind the formula', durationSeconds: 240 },
];

describeOnEachTestBackend<{ db: Database; app: Express; file: string }>(
  'a JSON Lines feed with videos and point-of-sale flags',
  {
    backends: catalogTestBackends(),
    migrations: catalogMigrations,
    setup: async ({ db, onCleanup }) => {
      const dir = await mkdtemp(join(tmpdir(), 'catalog-jsonl-'));
      onCleanup(() => rm(dir, { recursive: true, force: true }));
      const file = join(dir, 'feed.jsonl');
      await writeFile(
        file,
        [
          line('NS-1', { videos }),
          line('NS-2', { pointOfSale: { showInPosOnly: true, originatesFromPos: true } }),
          line('NS-3', { videos: [{ provider: 'vimeo', id: '123', title: 'x', durationSeconds: 1 }] }),
        ].join('\n'),
      );
      return { db, app: buildApp(testAppOptions(db)), file };
    },
  },
  (context) => {
    const variantOf = async (code: string) =>
      (
        await context().db.query<{ variant_code: string }>(
          "SELECT variant_code FROM imported_variants WHERE source = 'jsonl' AND source_key = $1",
          [`${code}#30ml`],
        )
      )[0]?.variant_code;

    test('the videos are the product page’s, in the feed’s order; a wrong provider refuses only its line', async () => {
      const summary = await importCatalogFile(context().db, { file: context().file, today: '2026-11-24' });
      expect(summary.failures).toEqual([{ line: 3, reason: expect.stringContaining('videos.0.provider') }]);
      const answer = await request(context().app).get(`/api/catalog/variants/${await variantOf('NS-1')}/videos`).set(identityHeaders());
      const shown = (answer.body as ProductVideos).videos;
      expect(shown.map((video) => [video.title, video.durationSeconds])).toEqual([
        ['How to use the serum', 95],
        ['Behind the formula', 240],
      ]);
      expect(shown[0]!.embedUrl).toContain('/embed/aBcDeFgHiJ0?');
    });

    test('a product the feed sells in stores only is hidden from the web and shown to store devices', async () => {
      const code = await variantOf('NS-2');
      expect((await request(context().app).get(`/api/catalog/variants/${code}`).set(identityHeaders())).status).toBe(404);
      const inStore = await request(context().app).get(`/api/catalog/variants/${code}`).set(identityHeaders({ isStoreDevice: true }));
      expect(inStore.body.product.posFlags).toEqual({ originatesFromPos: true, showInPosOnly: true, virtual: false });
    });

    test('a feed line without videos or flags leaves them as they are; one with new videos replaces them', async () => {
      const { db, file } = context();
      await writeFile(file, [line('NS-1', { videos: [videos[1]] }), line('NS-2', { description: 'Now with a description.' })].join('\n'));
      await importCatalogFile(db, { file, today: '2026-11-24' });
      const rows = await db.query<{ provider_video_id: string }>(
        "SELECT v.provider_video_id FROM product_videos v JOIN imported_products i ON i.product_code = v.product_code WHERE i.source_key = 'NS-1'",
      );
      expect(rows).toEqual([{ provider_video_id: 'Zz_9-yXwVu1' }]);
      const [flags] = await db.query<{ show_in_pos_only: boolean }>(
        "SELECT p.show_in_pos_only FROM products p JOIN imported_products i ON i.product_code = p.code WHERE i.source_key = 'NS-2'",
      );
      expect(flags).toEqual({ show_in_pos_only: true });
    });
  },
);
