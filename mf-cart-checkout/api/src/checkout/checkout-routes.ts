import express, { Router } from 'express';
import { identityOf, parseInput } from '@storefront/platform/server';
import { findCart } from '../cart/cart-repository';
import { readCart } from '../cart/read-cart';
import { shopperOf } from '../cart/shopper';
import { checkoutFormInput, checkoutUpdateInput } from './checkout-form';
import { findCheckoutForm } from './checkout-form-repository';
import type { CheckoutServices } from './checkout-services';
import { completePurchase } from './complete-purchase';
import { loadCheckout } from './load-checkout';
import { paymentDetailsInput, submitPaymentDetails } from './submit-payment-details';
import { updateCheckout } from './update-checkout';

const json = express.json({ limit: '64kb' });

/**
 * The checkout calls: the checkout page's update and completePurchase (spec 01 §7) and their /api/my/carts/current
 * twins, the payment details after a challenge or redirect, and the current cart with its checkout.
 */
export function checkoutRoutes(services: CheckoutServices): Router {
  const router = Router();
  router.use(['/checkout', '/api/my/carts/current'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.post(['/checkout/update', '/api/my/carts/current/update'], json, async (req, res) => {
    const shopper = shopperOf(identityOf(res));
    res.json(await updateCheckout(services, shopper, parseInput(checkoutUpdateInput, req.body, 'body')));
  });
  router.post(['/checkout/completePurchase', '/api/my/carts/current/complete-purchase'], json, async (req, res) => {
    const shopper = shopperOf(identityOf(res));
    res.json(await completePurchase(services, shopper, parseInput(checkoutFormInput, req.body, 'body')));
  });
  router.post('/api/my/carts/current/adyen-details', json, async (req, res) => {
    const shopper = shopperOf(identityOf(res));
    res.json(await submitPaymentDetails(services, shopper, parseInput(paymentDetailsInput, req.body, 'body')));
  });
  router.get('/api/my/carts/current', async (_req, res) => {
    const { cart, state } = await loadCheckout(services, shopperOf(identityOf(res)));
    res.json({ cart, checkout: state });
  });
  router.get('/api/my/carts/current/last-validation-errors', async (_req, res) => {
    const shopper = shopperOf(identityOf(res));
    const cart = await findCart(services.db, shopper);
    const { lastValidation } = await findCheckoutForm(services.db, cart?.id ?? '', shopper.market);
    res.json(lastValidation ?? { success: true });
  });
  router.get('/api/my/carts/current/recommendations', async (_req, res) => {
    const cart = await readCart(services.db, services.catalog, shopperOf(identityOf(res)));
    res.json({ addonOffers: cart.addonOffers });
  });
  return router;
}
