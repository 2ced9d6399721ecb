const checkoutPages = new Set(['CheckoutPageViewModel', 'CheckoutStoreDeviceViewModel']);

/** Checkout pages hide the market selector, the footer and the Languages tab. */
export const isCheckoutPage = (componentName: string | undefined): boolean =>
  componentName !== undefined && checkoutPages.has(componentName);
