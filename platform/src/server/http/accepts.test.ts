import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { z } from 'zod';
import { accepts } from './accepts';
import { errorHandler } from './error-handler';

const update = accepts({
  params: z.object({ code: z.string().regex(/^\d{6}$/, 'A code is 6 digits.') }),
  query: z.object({ dryRun: z.enum(['0', '1']).default('0') }),
  body: z.object({ quantity: z.number().int().min(0) }).strict(),
});
const app = express();
app.post('/items/:code', express.json(), update, (_req, res) => {
  res.json({ params: update.params(res), query: update.query(res), body: update.body(res) });
});
app.use(errorHandler(pino({ level: 'silent' })));

test('each part is parsed before the handler, which reads it typed', async () => {
  const response = await request(app).post('/items/101785?dryRun=1').send({ quantity: 2 });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ params: { code: '101785' }, query: { dryRun: '1' }, body: { quantity: 2 } });
});

test('a bad part is a 400 naming its fields, and the handler never runs', async () => {
  const response = await request(app).post('/items/12ab').send({ quantity: -1, extra: true });
  expect(response.status).toBe(400);
  expect(response.body.error.fields).toEqual({ code: 'A code is 6 digits.' });
  const body = await request(app).post('/items/101785').send({ quantity: 'x\u0000' });
  expect(body.status).toBe(400);
  expect(Object.keys(body.body.error.fields)).toEqual(['quantity']);
});

test('a body that is not JSON is judged as no body', async () => {
  const response = await request(app).post('/items/101785').set('content-type', 'text/plain').send('quantity=2');
  expect(response.status).toBe(400);
  expect(response.body.error.message).toBe('Invalid body: quantity');
});

test('the contract carries its schemas', () => {
  expect(Object.keys(update.input)).toEqual(['params', 'query', 'body']);
});
