import express from 'express';
import request from 'supertest';
import { ShoppersFirst } from './shoppers-first';

/** A server whose /page answers when the test says so, and whose import path is not counted. */
function aServer() {
  const shoppersFirst = new ShoppersFirst();
  const answers: (() => void)[] = [];
  const app = express();
  app.use(shoppersFirst.counter('/internal/catalog-imports'));
  app.get('/page', (_req, res) => {
    answers.push(() => res.json({ ok: true }));
  });
  app.post('/internal/catalog-imports', (_req, res) => {
    answers.push(() => res.json({ ok: true }));
  });
  const server = app.listen(0, '127.0.0.1');
  return { shoppersFirst, answers, server };
}

const settled = async (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

test('with nobody being answered, an import goes on at once', async () => {
  const { shoppersFirst, server } = aServer();
  try {
    expect(await settled(shoppersFirst.givenWay(5_000), 200)).toBe(true);
  } finally {
    server.close();
  }
});

test('an import waits for the pages under way, not for its own request, and goes on when the last is answered', async () => {
  const { shoppersFirst, answers, server } = aServer();
  try {
    const importing = request(server).post('/internal/catalog-imports').then(() => undefined);
    const page = request(server).get('/page').then((response) => response.status);
    while (answers.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const giving = shoppersFirst.givenWay(5_000);
    expect(await settled(giving, 300)).toBe(false);
    answers[1]!();
    expect(await page).toBe(200);
    expect(await settled(giving, 300)).toBe(true);
    answers[0]!();
    await importing;
  } finally {
    server.close();
  }
});

test('under a steady stream of pages the import still goes on after at most maxWaitMs', async () => {
  const { shoppersFirst, answers, server } = aServer();
  try {
    const page = request(server).get('/page').then((response) => response.status);
    while (answers.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const started = performance.now();
    await shoppersFirst.givenWay(150);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    answers[0]!();
    expect(await page).toBe(200);
  } finally {
    server.close();
  }
});
