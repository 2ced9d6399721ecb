import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { errorHandler, notFoundHandler } from './error-handler';
import { badRequest, ResponseError } from './response-error';

function teamServer() {
  const logged: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
  const app = express();
  app.get('/bad', () => {
    throw badRequest('Invalid query: page', { page: 'Too small' });
  });
  app.get('/gone', () => {
    throw new ResponseError(410, 'sold_out', 'This one is gone for good.');
  });
  app.get('/limited', () => {
    throw new ResponseError(429, 'too_many', 'Try again in a minute.', undefined, 42);
  });
  app.get('/broken', async () => {
    throw new Error('secret connection string in here');
  });
  app.get('/items/:code', (req, res) => {
    res.json({ code: req.params.code });
  });
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return { app, logged };
}

test('a ResponseError is sent with its status, code, message and fields', async () => {
  const { app, logged } = teamServer();
  const bad = await request(app).get('/bad');
  expect(bad.status).toBe(400);
  expect(bad.body).toEqual({ error: { code: 'bad_request', message: 'Invalid query: page', fields: { page: 'Too small' } } });
  const gone = await request(app).get('/gone');
  expect(gone.status).toBe(410);
  expect(gone.body).toEqual({ error: { code: 'sold_out', message: 'This one is gone for good.' } });
  expect(logged).toEqual([]);
});

test('a ResponseError that says when to try again sends Retry-After; others send none', async () => {
  const { app } = teamServer();
  const limited = await request(app).get('/limited');
  expect([limited.status, limited.headers['retry-after'], limited.body.error.code]).toEqual([429, '42', 'too_many']);
  expect((await request(app).get('/gone')).headers['retry-after']).toBeUndefined();
});

test('an unknown path is a 404 error JSON', async () => {
  const response = await request(teamServer().app).get('/no/such/thing');
  expect(response.status).toBe(404);
  expect(response.body).toEqual({ error: { code: 'not_found', message: 'No GET /no/such/thing here.' } });
});

test('a malformed URL is a 400 error JSON, not a 5xx', async () => {
  const response = await request(teamServer().app).get('/items/%E0%A4%A');
  expect(response.status).toBe(400);
  expect(response.body).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
});

test('a failure inside is a logged 500 error JSON without details', async () => {
  const { app, logged } = teamServer();
  const response = await request(app).get('/broken');
  expect(response.status).toBe(500);
  expect(response.body).toEqual({ error: { code: 'internal', message: expect.any(String) } });
  expect(JSON.stringify(response.body)).not.toContain('secret');
  expect(logged).toEqual([expect.objectContaining({ level: 50, url: '/broken', err: expect.objectContaining({ message: 'secret connection string in here' }) })]);
});
