import { createHash } from 'node:crypto';
import type { MarketCode } from '@storefront/platform';
import type { DeliveryPoint } from '../../../contract/checkout';
import { isPostalCode, normalizedPostalCode } from './postal-codes';

export const deliveryPointsPerPostalCode = 5;

const shopNames = ['Paketshop Centrum', 'Servicepunkt Torget', 'Kiosk & Paket', 'Närbutiken', 'Ombudet Station', 'Pack & Hämta', 'Hörnbutiken'];
const streets = ['Storgatan', 'Kyrkogatan', 'Järnvägsgatan', 'Parkvägen', 'Skolgatan', 'Torggatan', 'Ringvägen'];
const cities: Record<MarketCode, string[]> = {
  SE: ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala'],
  NO: ['Oslo', 'Bergen', 'Trondheim'],
  DK: ['København', 'Aarhus', 'Odense'],
  FI: ['Helsinki', 'Espoo', 'Tampere'],
  AT: ['Wien', 'Graz', 'Linz'],
  DE: ['Berlin', 'Hamburg', 'München'],
  NL: ['Amsterdam', 'Rotterdam', 'Utrecht'],
  PL: ['Warszawa', 'Kraków', 'Gdańsk'],
};
const openingHours = [
  ['Mon–Fri 08–20', 'Sat 10–16', 'Sun closed'],
  ['Mon–Fri 09–21', 'Sat 09–18', 'Sun 11–17'],
  ['Mon–Sun 07–22'],
];

/** A number from 0 to 2^32 − 1 that only depends on `seed`: the same postal code always gets the same points. */
function numberFrom(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0);
}

const idOf = (market: MarketCode, postalCode: string, index: number) => `${market}-${postalCode}-${index + 1}`;

/** The demo delivery points near a postal code, nearest first: deterministic, five per postal code. */
export function deliveryPointsNear(market: MarketCode, postalCode: string): DeliveryPoint[] {
  const code = normalizedPostalCode(postalCode);
  const city = cities[market][numberFrom(`${market}|${code}|city`) % cities[market].length]!;
  let distance = 0;
  return Array.from({ length: deliveryPointsPerPostalCode }, (_, index) => {
    const seed = numberFrom(`${market}|${code}|${index}`);
    distance += 150 + (seed % 900);
    return {
      id: idOf(market, code, index),
      name: shopNames[seed % shopNames.length]!,
      street: `${streets[(seed >>> 8) % streets.length]} ${1 + ((seed >>> 16) % 80)}`,
      postalCode: code,
      city,
      distanceMeters: distance,
      openingHours: openingHours[(seed >>> 4) % openingHours.length]!,
    };
  });
}

/** The delivery point behind an id from `deliveryPointsNear`, or null when there is none such in the market. */
export function deliveryPointById(market: MarketCode, id: string): DeliveryPoint | null {
  const match = /^([A-Z]{2})-([0-9A-Z-]{2,10})-([1-9])$/.exec(id);
  if (!match || match[1] !== market) return null;
  const index = Number(match[3]) - 1;
  if (index >= deliveryPointsPerPostalCode || !isPostalCode(market, match[2]!)) return null;
  return deliveryPointsNear(market, match[2]!)[index]!;
}
