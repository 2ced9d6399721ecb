import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { singleLineText, type Queryable } from '@storefront/platform/server';
import { passesLuhn } from '../luhn';
import { testCardFor, type CardBehaviour, type CardBrand } from './test-cards';

/** A tokenized card as the test provider keeps it: no full number, no CVC. */
export interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
  behaviour: CardBehaviour;
  expiryMonth: number;
  expiryYear: number;
}

/** `POST /payment-provider/test/tokens` answers this to the browser. */
export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  last4: string;
}

/** A card is valid through the last day of its expiry month. */
export function hasExpired(card: Pick<CardToken, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  return now.getTime() >= Date.UTC(card.expiryYear, card.expiryMonth, 1);
}

const wholeNumber = z.union([z.number(), z.string().trim().regex(/^\d{1,4}$/, 'Digits only').transform(Number)]).pipe(z.number().int());

/** The card form as the browser posts it; the expiry is checked against the provider's clock when it is parsed. */
export function cardTokenRequest(now: () => Date) {
  return z
    .object({
      number: z
        .string()
        .regex(/^[0-9 ]+$/, 'A card number has digits only (spaces are fine)')
        .transform((number) => number.replace(/ /g, ''))
        .refine((number) => number.length >= 12 && number.length <= 19, { message: 'A card number has 12 to 19 digits', abort: true })
        .refine(passesLuhn, { message: 'This card number is not valid: check the digits', abort: true })
        .refine((number) => testCardFor(number) !== undefined, 'Not a test card: use 4111 1111 1111 1111 or another test card'),
      expiryMonth: wholeNumber.pipe(z.number().min(1, 'Month 1 to 12').max(12, 'Month 1 to 12')),
      expiryYear: wholeNumber
        .transform((year) => (year < 100 ? 2000 + year : year))
        .pipe(z.number().min(2000, 'Not a year').refine((year) => year <= now().getUTCFullYear() + 20, 'Too far in the future')),
      cvc: z.string().regex(/^\d{3,4}$/, 'The security code has 3 or 4 digits'),
      holderName: singleLineText(100).min(1, 'The name on the card is needed'),
    })
    .refine((card) => !hasExpired(card, now()), { message: 'This card has expired', path: ['expiryYear'] });
}

/** Keeps what authorizing needs of a card (never the number or CVC) under a fresh unguessable token. */
export async function saveCardToken(db: Queryable, card: z.infer<ReturnType<typeof cardTokenRequest>>): Promise<TokenizedCard> {
  const testCard = testCardFor(card.number)!;
  const token = `tok_${randomBytes(24).toString('base64url')}`;
  const last4 = card.number.slice(-4);
  await db.query(
    `INSERT INTO test_provider_card_tokens (token, brand, last4, behaviour, expiry_month, expiry_year)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [token, testCard.brand, last4, testCard.behaviour, card.expiryMonth, card.expiryYear],
  );
  return { token, brand: testCard.brand, last4 };
}

export async function findCardToken(db: Queryable, token: string): Promise<CardToken | null> {
  const [row] = await db.query<CardToken>(
    `SELECT token, brand, last4, behaviour, expiry_month AS "expiryMonth", expiry_year AS "expiryYear"
     FROM test_provider_card_tokens WHERE token = $1`,
    [token],
  );
  return row ?? null;
}
