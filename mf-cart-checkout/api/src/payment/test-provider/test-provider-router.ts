import { randomBytes } from 'node:crypto';
import express, { Router, type Response } from 'express';
import { accepts, allow, type Database, type Queryable } from '@storefront/platform/server';
import { z } from 'zod';
import { approvalPage, bankPageHeaders, bankPageStylesheet, messagePage } from './bank-page';
import { cardTokenRequest, saveCardToken } from './card-tokens';
import { returnTargetOf } from './payment-outcome';
import { findPayment, recordBankDecision, type BankDecision, type TestProviderPayment } from './test-provider-payments';

export interface TestProviderRouterOptions {
  db: Database;
  now: () => Date;
  basePath: string;
}

const pspReferencePattern = /^[0-9A-Z]{16}$/;

/** Any text: a reference that is no payment's gets the bank's own 'no such payment' page, not an API error. */
const paymentInput = accepts({ params: z.object({ pspReference: z.string() }) });

/** Where the bank page stands for a payment: nothing to show, already answered, finished without an answer, or open. */
type BankPageStep =
  | { step: 'missing' }
  | { step: 'answered'; returnTarget: string }
  | { step: 'finished' }
  | { step: 'open'; payment: TestProviderPayment };

function bankPageStep(payment: TestProviderPayment | null): BankPageStep {
  if (!payment || payment.action !== 'redirect') return { step: 'missing' };
  if (payment.redirectResult) return { step: 'answered', returnTarget: returnTargetOf(payment, payment.redirectResult) };
  return payment.status === 'pending' ? { step: 'open', payment } : { step: 'finished' };
}

/**
 * The test provider's own endpoints (in real life another site): card tokens and the hosted bank page. Anyone may
 * call them, as anyone may reach a bank's page: a card token is worth nothing alone, and a payment's page is found
 * only by its unguessable reference, answered once.
 */
export function testProviderRouter({ db, now, basePath }: TestProviderRouterOptions): Router {
  const router = Router();
  const tokenInput = accepts({ body: cardTokenRequest(now) });
  router.use(allow.anyone);

  const sendPage = (res: Response, status: number, html: string) => res.status(status).set(bankPageHeaders).send(html);
  const sendStep = (res: Response, current: BankPageStep) => {
    switch (current.step) {
      case 'missing':
        return sendPage(res, 404, messagePage(basePath, 'No such payment', 'There is no payment waiting for your answer here.'));
      case 'finished':
        return sendPage(res, 409, messagePage(basePath, 'Payment finished', 'This payment is already finished and can no longer be approved.'));
      case 'answered':
        return res.redirect(303, current.returnTarget);
      case 'open':
        return sendPage(res, 200, approvalPage(basePath, current.payment));
    }
  };
  const paymentFor = (queryable: Queryable, pspReference: string, forUpdate = false) =>
    pspReferencePattern.test(pspReference) ? findPayment(queryable, pspReference, forUpdate) : Promise.resolve(null);

  router.post('/tokens', express.json({ limit: '8kb' }), tokenInput, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json(await saveCardToken(db, tokenInput.body(res)));
  });

  router.get('/test-bank.css', (_req, res) => {
    res.type('text/css').setHeader('Cache-Control', 'public, max-age=3600').send(bankPageStylesheet);
  });

  router.get('/redirect/:pspReference', paymentInput, async (_req, res) => {
    sendStep(res, bankPageStep(await paymentFor(db, paymentInput.params(res).pspReference)));
  });

  // The first answer stands: a second click (or the back button) sends the browser back with the same result.
  const answer = (decision: BankDecision) => async (_req: express.Request, res: Response) => {
    const step = await db.transaction(async (tx) => {
      const current = bankPageStep(await paymentFor(tx, paymentInput.params(res).pspReference, true));
      if (current.step !== 'open') return current;
      const redirectResult = randomBytes(32).toString('base64url');
      await recordBankDecision(tx, current.payment.pspReference, decision, redirectResult);
      return bankPageStep({ ...current.payment, bankDecision: decision, redirectResult });
    });
    sendStep(res, step);
  };
  router.post('/redirect/:pspReference/approve', paymentInput, answer('approved'));
  router.post('/redirect/:pspReference/decline', paymentInput, answer('declined'));

  return router;
}
