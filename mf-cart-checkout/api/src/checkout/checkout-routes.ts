import express, { Router } from 'express';
import { accepts, allow, identityOf } from '@storefront/platform/server';
import { findCart } from '../cart/cart-repository';
import { readCart } from '../cart/read-cart';
import { checkoutForm, checkoutUpdateRequest } from '../../../contract/checkout-form';
import { paymentDetailsRequest } from '../../../contract/payment';
import { shopperOf } from '../cart/shopper';
import { findCheckoutForm } from './checkout-form-repository';
import type { CheckoutServices } from './checkout-services';
import { completePurchase } from './complete-purchase';
import { loadCheckout } from './load-checkout';
import { submitPaymentDetails } from './submit-payment-details';
import { updateCheckout } from './update-checkout';

const json = express.json({ limit: '64kb' });
const update = accepts({ body: checkoutUpdateRequest });
const purchase = accepts({ body: checkoutForm });
const paymentDetails = accepts({ body: paymentDetailsRequest });

/**
 * The checkout calls: the checkout page's update and completePurchase and their /api/my/carts/current
 * twins, the payment details after a challenge or redirect, and the current cart with its checkout. Visitors check
 * out too: each call works on the caller's own cart.
 */
export function checkoutRoutes(services: CheckoutServices): Router {
  const router = Router();
  router.use(['/checkout', '/api/my/carts/current'], allow.anyone, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.post(['/checkout/update', '/api/my/carts/current/update'], json, update, async (_req, res) => {
    const shopper = shopperOf(identityOf(res));
    res.json(await updateCheckout(services, shopper, update.body(res)));
  });
  router.post(['/checkout/completePurchase', '/api/my/carts/current/complete-purchase'], json, purchase, async (_req, res) => {
    const shopper = shopperOf(identityOf(res));
    res.json(await completePurchase(services, shopper, purchase.body(res)));
  });
  router.post('/api/my/carts/current/adyen-details', json, paymentDetails, async (_req, res) => {
    const shopper = shopperOf(identityOf(res));
    res.json(await submitPaymentDetails(services, shopper, paymentDetails.body(res)));
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
