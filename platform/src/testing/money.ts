import type { Money } from '../money/types';

/** An amount in Swedish kronor as the store carries money (öre). */
export const sek = (kronor: number): Money => ({ amount: Math.round(kronor * 100), currency: 'SEK' });
