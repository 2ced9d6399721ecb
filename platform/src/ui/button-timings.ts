export type ButtonFeedback = 'default' | 'social' | 'newsletter' | 'add-to-cart';

/** The least time a button stays pending, by kind of action. */
export const minPendingMs: Record<ButtonFeedback, number> = {
  default: 200,
  social: 500,
  newsletter: 750,
  'add-to-cart': 750,
};

/** Fulfilled or rejected shows for up to 2 s. */
export const resultShownMs = 2000;
