export { fakeHttp, type FakeRequest } from '@storefront/platform/testing';

/** Lets promise callbacks and zero-delay timers run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
