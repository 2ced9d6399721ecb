import express, { type Express } from 'express';
import pino from 'pino';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { allow } from '../../http/access';
import { accepts } from '../../http/accepts';
import { gatewayRoutesHandler } from '../../gateway-routes/gateway-routes-route';
import { errorHandler, notFoundHandler } from '../../http/error-handler';
import { identityOf, requireIdentity } from '../../http/require-identity';
import { ResponseError } from '../../http/response-error';
import { singleLineText } from '../../http/text-rules';

/** The attack suite's own test subject: a tiny team server whose members keep shelves, done right. */
export const shelfShopSchema = `
  CREATE TABLE IF NOT EXISTS member_shelves (
    code text PRIMARY KEY,
    owner text NOT NULL,
    name text NOT NULL
  )`;

const shelfCode = z.object({ code: z.string().regex(/^[A-Z]{3}$/, 'A shelf code is three capital letters.') });
const search = accepts({ query: z.object({ q: z.string().max(50).optional() }) });
const newShelf = accepts({ body: z.object({ code: z.string().regex(/^[A-Z]{3}$/), name: singleLineText(40) }).strict() });
const oneShelf = accepts({ params: shelfCode });
const stock = accepts({ body: z.object({ code: z.string().regex(/^[A-Z]{3}$/), quantity: z.number().int().min(0) }).strict() });

/** Routes the broken variants add before the well-behaved ones, to prove the suite finds each mistake. */
export type ShelfShopMistake = (app: Express, db: Database) => void;

export function shelfShop(db: Database, secret: string, mistakes: ShelfShopMistake[] = []): Express {
  const app = express();
  app.use(requireIdentity(secret));
  app.use(express.json({ limit: '32kb' }));
  for (const mistake of mistakes) mistake(app, db);
  app.get('/api/shelves', allow.anyone, search, async (_req, res) => {
    const { q } = search.query(res);
    res.json(await db.query('SELECT code, name FROM member_shelves WHERE name ILIKE $1 ORDER BY code LIMIT 20', [`%${q ?? ''}%`]));
  });
  app.post('/api/my/shelves', allow.members, newShelf, async (_req, res) => {
    const { code, name } = newShelf.body(res);
    const [row] = await db.query('INSERT INTO member_shelves (code, owner, name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING code', [code, identityOf(res).userId, name]);
    if (!row) throw new ResponseError(409, 'shelf_taken', 'That shelf code is taken.');
    res.status(201).json(row);
  });
  app.get('/api/my/shelves/:code', allow.members, oneShelf, async (_req, res) => {
    const [row] = await db.query('SELECT code, name FROM member_shelves WHERE code = $1 AND owner = $2', [oneShelf.params(res).code, identityOf(res).userId]);
    if (!row) throw new ResponseError(404, 'not_found', 'No such shelf of yours.');
    res.json(row);
  });
  app.post('/api/admin/shelves/:code/delete', allow.admins, oneShelf, async (_req, res) => {
    await db.query('DELETE FROM member_shelves WHERE code = $1', [oneShelf.params(res).code]);
    res.json({ deleted: true });
  });
  app.post('/internal/shelf-stock', allow.services('cart-checkout'), stock, (_req, res) => {
    res.json({ taken: stock.body(res) });
  });
  app.get('/mailbox', allow.adminsUnseen, (_req, res) => {
    res.json({ mail: [] });
  });
  app.get(
    '/remote/routes.json',
    allow.anyone,
    gatewayRoutesHandler({ api: ['/api/shelves', '/api/my/shelves*', '/api/admin/shelves/*', '/mailbox'], pages: [], developmentAids: ['/mailbox'] }),
  );
  app.use(notFoundHandler);
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}
