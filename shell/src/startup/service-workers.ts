/** Service workers are unregistered at start-up (the store does not use them). */
export async function unregisterServiceWorkers(container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker): Promise<void> {
  if (!container) return;
  try {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (error) {
    console.warn('Could not unregister service workers', error);
  }
}
