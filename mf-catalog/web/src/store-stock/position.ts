/** The local setting allowGetLocation: the position is asked for once, by the shopper's own click, then remembered. */
const consentKey = 'allowGetLocation';

export function allowsGetLocation(): boolean {
  try {
    return globalThis.localStorage?.getItem(consentKey) === 'true';
  } catch {
    return false;
  }
}

/** The browser's position, after the shopper asked for it (remembered as allowGetLocation). */
export function currentPosition(): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) return reject(new Error('no geolocation'));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        try {
          localStorage.setItem(consentKey, 'true');
        } catch {
          // The position still works for this page.
        }
        resolve({ lat: Math.round(position.coords.latitude * 1000) / 1000, lon: Math.round(position.coords.longitude * 1000) / 1000 });
      },
      reject,
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
}
