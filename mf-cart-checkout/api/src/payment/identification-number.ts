import type { MarketCode } from '@storefront/platform';
import { passesLuhn } from './luhn';

/**
 * A personal identity number as a market writes it, checked by that market's own rules:
 * SE personnummer (Luhn), NO fødselsnummer (two mod-11 check digits), FI henkilötunnus (mod-31 check character),
 * PL PESEL (weighted check digit), DK CPR (birth date and century digit only: Denmark has issued numbers without a
 * valid mod-11 check since 2007, so none is required). AT, DE and NL have no such number for shopping: there any
 * 10 to 20 digits passing Luhn are accepted.
 */
export type IdentificationNumberCheck =
  | {
      valid: true;
      /** One spelling per market: SE 'YYYYMMDDNNNN', NO/PL 11 digits, DK 'DDMMYYNNNN', FI 'DDMMYYCNNNQ', else digits. */
      normalized: string;
      /** 'YYYY-MM-DD' where the number tells it. */
      birthDate: string | null;
    }
  | { valid: false };

const invalid: IdentificationNumberCheck = { valid: false };
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 'YYYY-MM-DD' when the day exists and is not after `today`, else null. */
function birthDateOf(year: number, month: number, day: number, today: Date): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return date.getTime() <= todayUtc ? `${year}-${pad(month)}-${pad(day)}` : null;
}

function swedish(value: string, today: Date): IdentificationNumberCheck {
  const match = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{4})$/.exec(value);
  if (!match) return invalid;
  const [, century, yy = '', mm = '', dd = '', separator = '', serial = ''] = match;
  if (!passesLuhn(yy + mm + dd + serial)) return invalid;
  // Coordination numbers (samordningsnummer) add 60 to the day.
  const day = Number(dd) > 60 ? Number(dd) - 60 : Number(dd);
  let year: number;
  if (century !== undefined) {
    if (separator === '+') return invalid;
    year = Number(century + yy);
  } else {
    // Ten digits: the latest century that puts the birth date in the past; '+' means a hundred years or more.
    year = Math.floor(today.getUTCFullYear() / 100) * 100 + Number(yy);
    if (!birthDateOf(year, Number(mm), Math.min(day, 28), today)) year -= 100;
    if (separator === '+') year -= 100;
  }
  const birthDate = birthDateOf(year, Number(mm), day, today);
  return birthDate ? { valid: true, normalized: `${year}${mm}${dd}${serial}`, birthDate } : invalid;
}

function norwegianCheckDigit(digits: string, weights: number[]): number | null {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check === 10 ? null : check;
}

function norwegianCentury(individual: number, yy: number): number | null {
  if (individual <= 499) return 1900;
  if (individual <= 749 && yy >= 54) return 1800;
  if (yy <= 39) return 2000;
  if (individual >= 900) return 1900;
  return null;
}

function norwegian(value: string, today: Date): IdentificationNumberCheck {
  if (!/^\d{11}$/.test(value)) return invalid;
  const first = norwegianCheckDigit(value, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
  const second = norwegianCheckDigit(value, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  if (first === null || second === null || first !== Number(value[9]) || second !== Number(value[10])) return invalid;
  const rawDay = Number(value.slice(0, 2));
  const rawMonth = Number(value.slice(2, 4));
  const yy = Number(value.slice(4, 6));
  // D-numbers add 40 to the day; H-numbers add 40 to the month, synthetic test numbers 80.
  const day = rawDay > 40 ? rawDay - 40 : rawDay;
  const month = rawMonth > 80 ? rawMonth - 80 : rawMonth > 40 ? rawMonth - 40 : rawMonth;
  const century = norwegianCentury(Number(value.slice(6, 9)), yy);
  const birthDate = century === null ? null : birthDateOf(century + yy, month, day, today);
  return birthDate ? { valid: true, normalized: value, birthDate } : invalid;
}

function danishCentury(serialFirstDigit: number, yy: number): number {
  if (serialFirstDigit <= 3) return 1900;
  if (serialFirstDigit === 4 || serialFirstDigit === 9) return yy <= 36 ? 2000 : 1900;
  return yy <= 57 ? 2000 : 1800;
}

function danish(value: string, today: Date): IdentificationNumberCheck {
  const match = /^(\d{2})(\d{2})(\d{2})-?(\d{4})$/.exec(value);
  if (!match) return invalid;
  const [, dd = '', mm = '', yy = '', serial = ''] = match;
  const year = danishCentury(Number(serial[0]), Number(yy)) + Number(yy);
  const birthDate = birthDateOf(year, Number(mm), Number(dd), today);
  return birthDate ? { valid: true, normalized: dd + mm + yy + serial, birthDate } : invalid;
}

const finnishCenturies: Record<string, number> = { '+': 1800, '-': 1900, U: 1900, V: 1900, W: 1900, X: 1900, Y: 1900, A: 2000, B: 2000, C: 2000, D: 2000, E: 2000, F: 2000 };
const finnishCheckCharacters = '0123456789ABCDEFHJKLMNPRSTUVWXY';

function finnish(value: string, today: Date): IdentificationNumberCheck {
  const match = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(value.toUpperCase());
  if (!match) return invalid;
  const [, dd = '', mm = '', yy = '', sign = '', individual = '', check = ''] = match;
  if (Number(individual) < 2) return invalid;
  if (finnishCheckCharacters[Number(dd + mm + yy + individual) % 31] !== check) return invalid;
  const birthDate = birthDateOf(finnishCenturies[sign]! + Number(yy), Number(mm), Number(dd), today);
  return birthDate ? { valid: true, normalized: dd + mm + yy + sign + individual + check, birthDate } : invalid;
}

function polish(value: string, today: Date): IdentificationNumberCheck {
  if (!/^\d{11}$/.test(value)) return invalid;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  if ((10 - (sum % 10)) % 10 !== Number(value[10])) return invalid;
  // The century is coded in the month: +80 for the 1800s, +20 for the 2000s, +40 for 2100s, +60 for 2200s.
  const codedMonth = Number(value.slice(2, 4));
  const offset = Math.floor(codedMonth / 20) * 20;
  const century = ({ 0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800 } as Record<number, number>)[offset]!;
  const birthDate = birthDateOf(century + Number(value.slice(0, 2)), codedMonth - offset, Number(value.slice(4, 6)), today);
  return birthDate ? { valid: true, normalized: value, birthDate } : invalid;
}

function anyLuhnDigits(value: string): IdentificationNumberCheck {
  const digits = value.replace(/-/g, '');
  return /^\d{10,20}$/.test(digits) && passesLuhn(digits) ? { valid: true, normalized: digits, birthDate: null } : invalid;
}

const checks: Record<MarketCode, (value: string, today: Date) => IdentificationNumberCheck> = {
  SE: swedish,
  NO: norwegian,
  FI: finnish,
  DK: danish,
  PL: polish,
  AT: anyLuhnDigits,
  DE: anyLuhnDigits,
  NL: anyLuhnDigits,
};

/** Checks a shopper's identification number by the market's rules; spaces are ignored. */
export function checkIdentificationNumber(value: string, market: MarketCode, today: Date = new Date()): IdentificationNumberCheck {
  const compact = value.replace(/\s+/g, '');
  return compact.length > 0 && compact.length <= 24 ? checks[market](compact, today) : invalid;
}

export function isValidIdentificationNumber(value: string, market: MarketCode, today: Date = new Date()): boolean {
  return checkIdentificationNumber(value, market, today).valid;
}
