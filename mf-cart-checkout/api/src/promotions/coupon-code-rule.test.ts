import { couponCodeRequest } from '../../../contract/coupon-codes';
import { codesReplacedBy, couponCodeRefusal, type CouponCodeRule } from './coupon-code-rule';

const rule: CouponCodeRule = {
  code: 'SAVE50',
  kind: 'fixed',
  percent: null,
  amountOff: 5_000,
  minimumOrder: 30_000,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2026-12-31T00:00:00Z'),
  maxUses: 100,
  uses: 99,
  oncePerCustomer: true,
  markets: ['SE', 'NO'],
  disabled: false,
  usedByShopper: false,
};
const fine = { now: new Date('2026-06-01T00:00:00Z'), market: 'SE' as const, subTotal: 30_000 };

test('a code whose every condition holds is not refused', () => {
  expect(couponCodeRefusal(rule, fine)).toBeNull();
});

test('each condition gives its own problem, the missing amount and the start date with them', () => {
  expect(couponCodeRefusal({ ...rule, disabled: true }, fine)).toEqual({ problem: 'disabled' });
  expect(couponCodeRefusal(rule, { ...fine, market: 'FI' })).toEqual({ problem: 'notInMarket' });
  expect(couponCodeRefusal(rule, { ...fine, now: new Date('2025-12-31T23:59:59Z') })).toEqual({ problem: 'notStarted', startsAt: rule.startsAt });
  expect(couponCodeRefusal(rule, { ...fine, now: rule.expiresAt! })).toEqual({ problem: 'expired' });
  expect(couponCodeRefusal({ ...rule, uses: 100 }, fine)).toEqual({ problem: 'usedUp', byShopper: false });
  expect(couponCodeRefusal({ ...rule, usedByShopper: true }, fine)).toEqual({ problem: 'usedUp', byShopper: true });
  expect(couponCodeRefusal(rule, { ...fine, subTotal: 29_901 })).toEqual({ problem: 'minimumNotReached', missing: 99 });
});

test('stacking: a discount code replaces the stored discount code, a free-shipping code the free-shipping one', () => {
  const stored = [
    { code: 'WELCOME10', kind: 'percentage' as const },
    { code: 'FREESHIP', kind: 'freeShipping' as const },
  ];
  expect(codesReplacedBy('fixed', stored)).toEqual(['WELCOME10']);
  expect(codesReplacedBy('percentage', stored)).toEqual(['WELCOME10']);
  expect(codesReplacedBy('freeShipping', stored)).toEqual(['FREESHIP']);
  expect(codesReplacedBy('fixed', [])).toEqual([]);
});

test('an entered code is trimmed and upper-cased; empty, too long or control characters are refused', () => {
  expect(couponCodeRequest.parse({ code: '  welcome10 ' })).toEqual({ code: 'WELCOME10' });
  expect(couponCodeRequest.parse({ code: ` ${'a'.repeat(40)} ` }).code).toHaveLength(40);
  for (const body of [{ code: '' }, { code: '   ' }, { code: 'a'.repeat(41) }, { code: 'A\nB' }, { code: 10 }, {}, null]) {
    expect(couponCodeRequest.safeParse(body).success).toBe(false);
  }
});
