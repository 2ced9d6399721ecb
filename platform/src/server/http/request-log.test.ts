import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { requestLog } from './request-log';

test('each request is logged once, when it finishes, with its status and request id', async () => {
  const logged: Record<string, unknown>[] = [];
  const app = express();
  app.use(requestLog(pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) })));
  app.get('/brands', (_req, res) => {
    res.status(203).json([]);
  });
  await request(app).get('/brands?page=2').set('x-request-id', 'r-1');
  expect(logged).toEqual([
    expect.objectContaining({ msg: 'request', method: 'GET', url: '/brands?page=2', status: 203, requestId: 'r-1', ms: expect.any(Number) }),
  ]);
});
