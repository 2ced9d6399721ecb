import path from 'node:path';
import { isRouteFile, routeFiles, routeFilesWithSql, sqlIn } from './route-files.mjs';

const root = path.join(__dirname, '..', '..');

describe('SQL in a route file', () => {
  test('queries in strings and templates are found, whatever the statement', () => {
    const route = `
      router.get('/internal/stock', async (_req, res) => {
        const rows = await db.query('SELECT variant_code, online_quantity FROM variant_stock WHERE variant_code = ANY($1)', [codes]);
        await tx.query(\`UPDATE variant_stock s SET online_quantity = $2 WHERE s.variant_code = $1\`, [code, 2]);
        await db.query(\`INSERT INTO notes (text) VALUES ($1)\`, [text]);
        await db.query('DELETE FROM notes WHERE id = $1', [id]);
        await db.query(\`WITH touched AS (SELECT 1) UPDATE products SET in_stock = true\`);
      });`;
    expect(sqlIn(route)).toEqual([
      'SELECT variant_code, online_quantity FROM variant_stock WHERE variant_code = ANY($1)',
      'UPDATE variant_stock s SET online_quantity = $2 WHERE s.variant_code = $1',
      'INSERT INTO notes (text) VALUES ($1)',
      'DELETE FROM notes WHERE id = $1',
      'WITH touched AS (SELECT 1) UPDATE products SET in_stock = true',
    ]);
  });

  test('comments, names and ordinary words are no SQL', () => {
    const route = `
      // One level per code (an UPDATE … FROM must not meet a row twice); SELECT FOR UPDATE happens in the store.
      /** DELETE FROM is the repository's. */
      const select = 'select a store';
      router.post('/cart/update', async (_req, res) => res.json(await updateCart(db, body)));`;
    expect(sqlIn(route)).toEqual([]);
  });

  test('route files are the ones named …-route.ts or …-routes.ts', () => {
    expect(['a/stock/internal-stock-route.ts', 'a/stores/store-routes.ts'].every(isRouteFile)).toBe(true);
    expect(['a/stores/store-repository.ts', 'a/stores/store-routes.test.ts', 'a/route.ts', 'a/page-router.ts'].some(isRouteFile)).toBe(false);
  });
});

describe('the route files of the tree', () => {
  test('are found in every team server and the gateway', () => {
    const files = routeFiles(root);
    for (const folder of ['mf-catalog/api/src/', 'mf-cart-checkout/api/src/', 'mf-account/api/src/', 'gateway/src/']) {
      expect(files.some((file) => file.startsWith(folder))).toBe(true);
    }
  });

  test('hold no SQL: queries live in the feature’s data module, the route keeps input, access and answer', () => {
    expect(routeFilesWithSql(root)).toEqual([]);
  });
});
