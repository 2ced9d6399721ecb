import { createHash } from 'node:crypto';
import type { MarketCode } from '@storefront/platform';
import type { Address } from '../../../contract/checkout-form';
import { checkIdentificationNumber } from '../payment/identification-number';

export type AddressLookupResult =
  | { found: true; address: Address }
  | { found: false; reason: 'notInMarket' | 'invalidNumber' | 'notFound' };

/** A population register: the registered address of the person behind an identification number. */
export interface AddressLookup {
  addressOf(identificationNumber: string, market: MarketCode): Promise<AddressLookupResult>;
}

const firstNames = ['Anna', 'Erik', 'Maria', 'Lars', 'Karin', 'Johan', 'Sara', 'Anders', 'Emma', 'Oskar', 'Elin', 'Nils'];
const lastNames = ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Lindberg'];
const streets = ['Storgatan', 'Drottninggatan', 'Kungsgatan', 'Vasagatan', 'Linnégatan', 'Sveavägen', 'Hamngatan', 'Björkvägen'];
const places: [postalCode: string, city: string][] = [
  ['111 22', 'Stockholm'],
  ['113 45', 'Stockholm'],
  ['411 03', 'Göteborg'],
  ['211 20', 'Malmö'],
  ['753 20', 'Uppsala'],
  ['582 24', 'Linköping'],
  ['702 10', 'Örebro'],
  ['903 26', 'Umeå'],
];

const pick = <T>(list: readonly T[], seed: Buffer, byte: number): T => list[seed[byte]! % list.length]!;

/**
 * The demo population register: Swedish personal identity numbers only, each with a made-up but always the same
 * person and address. A number ending in 0000 is valid but unknown to the register.
 */
export const demoPopulationRegister: AddressLookup = {
  async addressOf(identificationNumber, market) {
    if (market !== 'SE') return { found: false, reason: 'notInMarket' };
    const check = checkIdentificationNumber(identificationNumber, 'SE');
    if (!check.valid) return { found: false, reason: 'invalidNumber' };
    if (check.normalized.endsWith('0000')) return { found: false, reason: 'notFound' };
    const seed = createHash('sha256').update(`population-register|${check.normalized}`).digest();
    const [postalCode, city] = pick(places, seed, 3);
    return {
      found: true,
      address: {
        firstName: pick(firstNames, seed, 0),
        lastName: pick(lastNames, seed, 1),
        street: `${pick(streets, seed, 2)} ${1 + (seed[4]! % 60)}`,
        postalCode,
        city,
        countryCode: 'SE',
      },
    };
  },
};
