import { formatNumber, type Culture } from '@storefront/platform';

/** A count as the reader's language writes it, "1 000+" when it is at least that many (a count that stopped there). */
export const countText = (count: number, culture: Culture, isLowerBound = false): string => `${formatNumber(count, culture)}${isLowerBound ? '+' : ''}`;
