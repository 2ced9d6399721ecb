import { cardToken, completePurchase, completeSwedishForm, fillCart, testCardNumbers } from '../testing/checkout-requests';
import { manyVariants, type FakeStockLevel } from '../testing/fake-catalog';
import { anIdentity, describeOnEachBackend, silentLogger, testIdentitySecret } from '../testing/test-app';
import { createCatalogStockLevelsClient } from './catalog-stock-levels-client';
import { startStockPublisher, type StockPublisher } from './stock-publisher';

const [bought, refused] = manyVariants(200).slice(130);
let publisher: StockPublisher | undefined;

// The app as main.ts wires it: checkout nudges the stock publisher once a purchase or a cancellation committed.
describeOnEachBackend(
  'stock publication after purchases',
  (context) => {
    beforeAll(() => {
      const { db, catalog } = context();
      // An hour between ticks: what reaches the catalog here was sent because checkout nudged the publisher.
      publisher = startStockPublisher({
        db,
        catalogClient: createCatalogStockLevelsClient({ baseUrl: catalog.url, identitySecret: testIdentitySecret, timeoutMs: 2_000 }),
        logger: silentLogger,
        intervalMs: 3_600_000,
      });
    });
    afterAll(() => publisher?.stop());

    const levelOf = async (code: string, expected: FakeStockLevel) => {
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline) {
        const level = context().catalog.stockLevels.get(code);
        if (level && level.version >= expected.version) return level;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return context().catalog.stockLevels.get(code);
    };
    const purchase = async (code: string, quantity: number, card: string) => {
      const who = anIdentity();
      await fillCart(context().url, who, { [code]: quantity });
      const answer = await completePurchase(context().url, who, completeSwedishForm(await cardToken(context().url, who, card)));
      expect(answer.status).toBe(200);
      return answer.body;
    };

    test('a placed order reaches the catalog as the new count, right after it committed', async () => {
      const answer = await purchase(bought!.code, 2, testCardNumbers.authorized);
      expect(answer.orderConfirmationRedirectUrl).toBeDefined();
      expect(await levelOf(bought!.code, { code: bought!.code, available: 998, version: 2 })).toEqual({ code: bought!.code, available: 998, version: 2 });
      await purchase(bought!.code, 3, testCardNumbers.authorized);
      expect(await levelOf(bought!.code, { code: bought!.code, available: 995, version: 3 })).toEqual({ code: bought!.code, available: 995, version: 3 });
    });

    test('a refused payment gives the stock back, and the catalog ends with the count as it was', async () => {
      const answer = await purchase(refused!.code, 4, testCardNumbers.declined);
      expect(answer.orderConfirmationRedirectUrl).toBeUndefined();
      // Taken at version 2 and given back at 3; the catalog may or may not have seen version 2 in between.
      expect(await levelOf(refused!.code, { code: refused!.code, available: 1_000, version: 3 })).toEqual({ code: refused!.code, available: 1_000, version: 3 });
      // The publisher records what it published after the catalog answered: wait for that, as for the catalog.
      const unpublished = () =>
        context().db.query<{ unpublished: boolean }>('SELECT version > published_version AS unpublished FROM online_stock WHERE code = ANY($1::text[])', [
          [bought!.code, refused!.code],
        ]);
      const deadline = Date.now() + 5_000;
      let rows = await unpublished();
      while (rows.some((row) => row.unpublished) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        rows = await unpublished();
      }
      expect(rows).toEqual([{ unpublished: false }, { unpublished: false }]);
    });
  },
  { checkout: { stockChanged: () => publisher?.nudge() } },
);
