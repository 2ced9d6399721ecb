import pino from 'pino';
import { describeOnEachBackend, silentLogger, testIdentitySecret } from '../testing/test-app';
import { createCatalogStockLevelsClient, StockPublicationFailed, type StockLevel, type StockLevelsSink } from './catalog-stock-levels-client';
import { takeStock } from './online-stock';
import { publishBatchSize, publishStock, startStockPublisher } from './stock-publisher';

// Codes of this file's own rows; the catalog need not know them (it ignores codes it does not know).
const code = (index: number) => String(300_000 + index);

describeOnEachBackend('the stock publisher', (context) => {
  const db = () => context().db;
  const fake = () => context().catalog;
  const client = (timeoutMs = 300) => createCatalogStockLevelsClient({ baseUrl: fake().url, identitySecret: testIdentitySecret, timeoutMs });
  const put = (rows: { code: string; available: number; version: number; published: number }[]) =>
    db().query(
      `INSERT INTO online_stock (code, available, version, published_version)
       SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[], $4::bigint[])
       ON CONFLICT (code) DO UPDATE SET available = excluded.available, version = excluded.version, published_version = excluded.published_version`,
      [rows.map((row) => row.code), rows.map((row) => row.available), rows.map((row) => row.version), rows.map((row) => row.published)],
    );
  const published = async (...codes: string[]) =>
    (
      await db().query<{ code: string; version: string; published_version: string }>(
        'SELECT code, version::text AS version, published_version::text AS published_version FROM online_stock WHERE code = ANY($1::text[]) ORDER BY code',
        [codes],
      )
    ).map((row) => [row.code, Number(row.version), Number(row.published_version)]);
  const unpublishedCount = async () =>
    Number((await db().query<{ count: string }>('SELECT count(*)::text AS count FROM online_stock WHERE version > published_version'))[0]!.count);
  const postedLevels = () => fake().stockLevelPosts.flatMap((post) => post.levels);

  beforeEach(async () => {
    fake().stockLevelsMode = 'ok';
    await db().query('UPDATE online_stock SET published_version = version');
    fake().stockLevelPosts.length = 0;
  });

  test('sends the unpublished rows once, signed, and marks them published', async () => {
    await put([
      { code: code(1), available: 5, version: 3, published: 1 },
      { code: code(2), available: 0, version: 2, published: 2 },
      { code: code(3), available: 12, version: 1, published: 0 },
    ]);
    expect(await publishStock(db(), client())).toBe(2);
    expect(fake().stockLevelPosts).toEqual([
      {
        identity: expect.objectContaining({ service: 'cart-checkout', userId: null, market: 'SE', culture: 'sv-SE' }),
        levels: [
          { code: code(1), available: 5, version: 3 },
          { code: code(3), available: 12, version: 1 },
        ],
      },
    ]);
    expect(await published(code(1), code(2), code(3))).toEqual([[code(1), 3, 3], [code(2), 2, 2], [code(3), 1, 1]]);
    expect(await publishStock(db(), client())).toBe(0);
    expect(fake().stockLevelPosts).toHaveLength(1);
  });

  test.each(['fail', 'hang'] as const)('a catalog that does not take them (%s) leaves them unpublished, and they go next time', async (mode) => {
    await put([{ code: code(10), available: 4, version: 6, published: 5 }]);
    fake().stockLevelsMode = mode;
    const started = Date.now();
    await expect(publishStock(db(), client())).rejects.toBeInstanceOf(StockPublicationFailed);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await published(code(10))).toEqual([[code(10), 6, 5]]);
    fake().stockLevelsMode = 'ok';
    expect(await publishStock(db(), client())).toBe(1);
    expect(fake().stockLevelPosts.at(-1)!.levels).toEqual([{ code: code(10), available: 4, version: 6 }]);
    expect(await published(code(10))).toEqual([[code(10), 6, 6]]);
  });

  test('a catalog refusing the identity, or one that is down, publishes nothing either', async () => {
    await put([{ code: code(11), available: 4, version: 2, published: 1 }]);
    const forged = createCatalogStockLevelsClient({ baseUrl: fake().url, identitySecret: 'wrong', timeoutMs: 300 });
    await expect(publishStock(db(), forged)).rejects.toThrow('the catalog answered 401');
    const down = createCatalogStockLevelsClient({ baseUrl: 'http://127.0.0.1:9', identitySecret: testIdentitySecret, timeoutMs: 300 });
    await expect(publishStock(db(), down)).rejects.toBeInstanceOf(StockPublicationFailed);
    expect(await published(code(11))).toEqual([[code(11), 2, 1]]);
  });

  test('several changes between two publications go as one level: the newest', async () => {
    await put([{ code: code(20), available: 10, version: 1, published: 1 }]);
    for (const quantity of [1, 2, 3]) await db().transaction((tx) => takeStock(tx, { code: code(20), quantity }));
    expect(await publishStock(db(), client())).toBe(1);
    expect(postedLevels()).toEqual([{ code: code(20), available: 4, version: 4 }]);
  });

  test('a change made while a level is on its way stays unpublished, and a newer publication is never undone', async () => {
    await put([
      { code: code(30), available: 10, version: 1, published: 0 },
      { code: code(31), available: 10, version: 1, published: 0 },
    ]);
    const sent: StockLevel[][] = [];
    const meddling: StockLevelsSink = {
      async publish(levels) {
        sent.push([...levels]);
        // Meanwhile a purchase takes one of 30, and another checkout server publishes 31 at a newer version.
        await db().transaction((tx) => takeStock(tx, { code: code(30), quantity: 1 }));
        await db().query('UPDATE online_stock SET available = 8, version = 3, published_version = 3 WHERE code = $1', [code(31)]);
      },
    };
    expect(await publishStock(db(), meddling)).toBe(2);
    expect(sent[0]).toEqual([
      { code: code(30), available: 10, version: 1 },
      { code: code(31), available: 10, version: 1 },
    ]);
    expect(await published(code(30), code(31))).toEqual([[code(30), 2, 1], [code(31), 3, 3]]);
    expect(await publishStock(db(), client())).toBe(1);
    expect(postedLevels()).toEqual([{ code: code(30), available: 9, version: 2 }]);
  });

  test(`at most ${publishBatchSize} rows a call, in code order`, async () => {
    await put(Array.from({ length: publishBatchSize + 20 }, (_, index) => ({ code: code(1_000 + index), available: index, version: 2, published: 1 })));
    expect(await publishStock(db(), client())).toBe(publishBatchSize);
    expect(await publishStock(db(), client())).toBe(20);
    expect(fake().stockLevelPosts.map((post) => post.levels.length)).toEqual([publishBatchSize, 20]);
    expect(postedLevels().map((level) => level.code)).toEqual(Array.from({ length: publishBatchSize + 20 }, (_, index) => code(1_000 + index)));
    expect(await unpublishedCount()).toBe(0);
  });

  describe('on a timer', () => {
    const until = async (what: string, done: () => boolean | Promise<boolean>, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    test('publishes everything on start, batch after batch, and again when nudged', async () => {
      await put(Array.from({ length: publishBatchSize + 5 }, (_, index) => ({ code: code(2_000 + index), available: 1, version: 2, published: 1 })));
      // An hour between ticks: only the start and the nudge can publish here.
      const publisher = startStockPublisher({ db: db(), catalogClient: client(), logger: silentLogger, intervalMs: 3_600_000 });
      try {
        await until('the start', async () => (await unpublishedCount()) === 0);
        expect(fake().stockLevelPosts.map((post) => post.levels.length)).toEqual([publishBatchSize, 5]);
        await db().transaction((tx) => takeStock(tx, { code: code(2_000), quantity: 1 }));
        publisher.nudge();
        await until('the nudge', async () => (await unpublishedCount()) === 0);
        expect(fake().stockLevelPosts.at(-1)!.levels).toEqual([{ code: code(2_000), available: 0, version: 3 }]);
      } finally {
        await publisher.stop();
      }
    });

    test('ticks every intervalMs; a failing catalog is a warning, not a crash, and is retried', async () => {
      const lines: string[] = [];
      const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
      fake().stockLevelsMode = 'fail';
      await put([{ code: code(40), available: 3, version: 2, published: 1 }]);
      const publisher = startStockPublisher({ db: db(), catalogClient: client(), logger, intervalMs: 50 });
      try {
        await until('a few failed rounds', () => fake().stockLevelPosts.length >= 3);
        expect(await published(code(40))).toEqual([[code(40), 2, 1]]);
        // Warned once, not every round.
        expect(lines.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ level: 40, msg: 'stock levels not published; retrying' })]);
        fake().stockLevelsMode = 'ok';
        await until('the catalog back', async () => (await unpublishedCount()) === 0);
        expect(fake().stockLevelPosts.at(-1)!.levels).toEqual([{ code: code(40), available: 3, version: 2 }]);
      } finally {
        await publisher.stop();
      }
      const posts = fake().stockLevelPosts.length;
      await put([{ code: code(41), available: 3, version: 2, published: 1 }]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fake().stockLevelPosts).toHaveLength(posts);
    });
  });
});
