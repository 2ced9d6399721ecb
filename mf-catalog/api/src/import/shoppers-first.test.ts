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

test('with nobody being answered and nobody come during the step, an import goes on at once', async () => {
  const { shoppersFirst, server } = aServer();
  try {
    expect(await settled(shoppersFirst.givenWay(5_000), 200)).toBe(true);
  } finally {
    server.close();
  }
});

test('a shopper answered during the step still has the thread for as long as the step took', async () => {
  const { shoppersFirst, answers, server } = aServer();
  try {
    const page = request(server).get('/page').then((response) => response.status);
    while (answers.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    answers[0]!();
    expect(await page).toBe(200);
    const started = performance.now();
    await shoppersFirst.givenWay(300);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  } finally {
    server.close();
  }
});

test('an import rests as long as its step, waits for the pages under way, not for its own request, and goes on when the last is answered', async () => {
  const { shoppersFirst, answers, server } = aServer();
  try {
    const importing = request(server).post('/internal/catalog-imports').then(() => undefined);
    const page = request(server).get('/page').then((response) => response.status);
    while (answers.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const started = performance.now();
    const giving = shoppersFirst.givenWay(1_000);
    // Past its rest, still waiting for the page.
    expect(await settled(giving, 1_300)).toBe(false);
    answers[1]!();
    expect(await page).toBe(200);
    expect(await settled(giving, 300)).toBe(true);
    expect(performance.now() - started).toBeLessThan(2_000);
    answers[0]!();
    await importing;
  } finally {
    server.close();
  }
});

test('under a steady stream of pages the import still goes on after twice its step', async () => {
  const { shoppersFirst, answers, server } = aServer();
  try {
    const page = request(server).get('/page').then((response) => response.status);
    while (answers.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const started = performance.now();
    await shoppersFirst.givenWay(150);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    answers[0]!();
    expect(await page).toBe(200);
  } finally {
    server.close();
  }
});
