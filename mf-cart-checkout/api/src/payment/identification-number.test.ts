import { checkIdentificationNumber, isValidIdentificationNumber } from './identification-number';
import { passesLuhn } from './luhn';

const today = new Date('2025-06-15T12:00:00Z');
const valid = (value: string, market: Parameters<typeof checkIdentificationNumber>[1]) => isValidIdentificationNumber(value, market, today);
/** Nine digits and the Luhn check digit that completes them. */
const withLuhnDigit = (nineDigits: string) => nineDigits + [...'0123456789'].find((digit) => passesLuhn(nineDigits + digit))!;

describe('the Luhn check', () => {
  test.each(['4111111111111111', '4000000000000002', '378282246310005', '1212121212', '0'])('%s passes', (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });
  test.each(['4111111111111112', '1212121213', '', '4111 1111 1111 1111', '12a4'])('%j fails', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });
});

describe('Swedish personnummer', () => {
  test.each(['121212-1212', '1212121212', '19121212-1212', '191212121212', ' 19121212 1212 ', '811218-9876'])('%j is valid', (value) => {
    expect(valid(value, 'SE')).toBe(true);
  });

  test('every spelling normalizes to YYYYMMDDNNNN with its birth date', () => {
    for (const value of ['121212+1212', '19121212-1212', '191212121212']) {
      expect(checkIdentificationNumber(value, 'SE', today)).toEqual({ valid: true, normalized: '191212121212', birthDate: '1912-12-12' });
    }
    for (const value of ['121212-1212', '1212121212']) {
      expect(checkIdentificationNumber(value, 'SE', today)).toEqual({ valid: true, normalized: '201212121212', birthDate: '2012-12-12' });
    }
    expect(checkIdentificationNumber('811218-9876', 'SE', today)).toEqual({ valid: true, normalized: '198112189876', birthDate: '1981-12-18' });
  });

  test('ten digits take the latest century that is not in the future; + means a hundred years more', () => {
    const born2005 = withLuhnDigit('050101238');
    expect(checkIdentificationNumber(born2005, 'SE', today)).toMatchObject({ valid: true, birthDate: '2005-01-01' });
    expect(checkIdentificationNumber(`${born2005.slice(0, 6)}+${born2005.slice(6)}`, 'SE', today)).toMatchObject({ valid: true, birthDate: '1905-01-01' });
    // Born on 16 June: tomorrow in 2025, so ten digits mean 1925.
    expect(checkIdentificationNumber(withLuhnDigit('250616238'), 'SE', today)).toMatchObject({ valid: true, birthDate: '1925-06-16' });
  });

  test('a coordination number (day + 60) is valid', () => {
    const coordination = withLuhnDigit('121272123');
    expect(checkIdentificationNumber(`19${coordination}`, 'SE', today)).toMatchObject({ valid: true, birthDate: '1912-12-12' });
  });

  test.each([
    ['a wrong check digit', '121212-1213'],
    ['a month that does not exist', `19${withLuhnDigit('121312121')}`],
    ['a 30 February', `19${withLuhnDigit('120230121')}`],
    ['a birth date in the future', `20${withLuhnDigit('300101123')}`],
    ['too few digits', '12121-1212'],
    ['letters', '1212121A12'],
    ['+ with a century', '19121212+1212'],
    ['empty', ''],
  ])('%s is refused', (_what, value) => {
    expect(valid(value, 'SE')).toBe(false);
  });
});

describe('Norwegian fødselsnummer (two mod-11 check digits)', () => {
  test.each(['15058545640', '31129949980', '01010551265', '24128023468', '41019012393'])('%s is valid', (value) => {
    expect(valid(value, 'NO')).toBe(true);
  });
  test('a D-number (day + 40) gives the real birth date; a 500+ individual number after 2000 is from the 2000s', () => {
    expect(checkIdentificationNumber('41019012393', 'NO', today)).toMatchObject({ birthDate: '1990-01-01' });
    expect(checkIdentificationNumber('01010551265', 'NO', today)).toMatchObject({ birthDate: '2005-01-01' });
  });
  test.each(['15058545641', '15058545650', '1505854564', '32128523468'])('%s is refused', (value) => {
    expect(valid(value, 'NO')).toBe(false);
  });
});

describe('Finnish henkilötunnus (mod-31 check character)', () => {
  test.each(['131052-308T', '131052-308t', '131052A308T'.replace('A', '-')])('%s is valid', (value) => {
    expect(valid(value, 'FI')).toBe(true);
  });
  test('the century sign sets the century', () => {
    expect(checkIdentificationNumber('131052-308T', 'FI', today)).toEqual({ valid: true, normalized: '131052-308T', birthDate: '1952-10-13' });
  });
  test.each(['131052-308A', '131052308T', '131052-001T', '311352-308T', '131052A308T'])('%s is refused', (value) => {
    expect(valid(value, 'FI')).toBe(false);
  });
});

describe('Polish PESEL (weighted check digit, century in the month)', () => {
  test('valid numbers from the 1900s and the 2000s', () => {
    expect(checkIdentificationNumber('44051401359', 'PL', today)).toMatchObject({ valid: true, birthDate: '1944-05-14' });
    expect(checkIdentificationNumber('02270803624', 'PL', today)).toMatchObject({ valid: true, birthDate: '2002-07-08' });
  });
  test.each(['44051401358', '4405140135', '44053201359'])('%s is refused', (value) => {
    expect(valid(value, 'PL')).toBe(false);
  });
});

describe('Danish CPR (birth date and century digit; no mod-11 since 2007)', () => {
  test.each(['070761-4285', '0707614285', '010105-4000'])('%s is valid', (value) => {
    expect(valid(value, 'DK')).toBe(true);
  });
  test('the first serial digit and the year give the century', () => {
    expect(checkIdentificationNumber('010105-4000', 'DK', today)).toMatchObject({ birthDate: '2005-01-01', normalized: '0101054000' });
    expect(checkIdentificationNumber('010160-4000', 'DK', today)).toMatchObject({ birthDate: '1960-01-01' });
  });
  test.each(['320161-4285', '071361-4285', '070761-428', '300225-4000'])('%s is refused', (value) => {
    expect(valid(value, 'DK')).toBe(false);
  });
});

describe('markets without a shopping identity number (AT, DE, NL): 10 to 20 digits passing Luhn', () => {
  test.each(['1212121212', '4111111111111111', '1212-121212'])('%s is valid', (value) => {
    expect(valid(value, 'DE')).toBe(true);
    expect(valid(value, 'NL')).toBe(true);
    expect(valid(value, 'AT')).toBe(true);
  });
  test.each(['1212121213', '121212121', '0'.repeat(21), 'abcdefghij'])('%s is refused', (value) => {
    expect(valid(value, 'DE')).toBe(false);
  });
});
