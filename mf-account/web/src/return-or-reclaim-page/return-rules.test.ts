import type { MemberOrderLine } from '@storefront/platform';
import { hasProblems, returnProblems, returnRequestOf } from './return-rules';

const line = (code: string, returnableQuantity: number) => ({ code, returnableQuantity }) as MemberOrderLine;
const lines = [line('A', 2), line('B', 1), line('C', 0)];

describe('return rules', () => {
  test('at least one product must be chosen', () => {
    expect(returnProblems(lines, {}, '')).toEqual({ form: '/MyPages/Return/ChooseOne', lines: {} });
    expect(returnProblems(lines, { A: { quantity: '0', reasonId: 'r' }, B: { quantity: '00', reasonId: '' } }, '').form).toBe('/MyPages/Return/ChooseOne');
  });

  test('a chosen product needs a reason and a quantity from 0 to what is returnable', () => {
    const problems = returnProblems(lines, { A: { quantity: '3', reasonId: 'r' }, B: { quantity: '1', reasonId: '' } }, '');
    expect(problems).toEqual({ lines: { A: { quantity: '/MyPages/Return/QuantityRange' }, B: { reason: '/MyPages/Return/ReasonRequired' } } });
    expect(returnProblems(lines, { A: { quantity: '1.5', reasonId: 'r' } }, '').lines.A).toEqual({ quantity: '/MyPages/Return/QuantityRange' });
    expect(returnProblems(lines, { A: { quantity: '-1', reasonId: 'r' } }, '').lines.A).toEqual({ quantity: '/MyPages/Return/QuantityRange' });
    expect(hasProblems(returnProblems(lines, { A: { quantity: '2', reasonId: 'r' } }, ''))).toBe(false);
  });

  test('a line with nothing returnable is never part of the request', () => {
    expect(returnProblems(lines, { C: { quantity: '1', reasonId: 'r' } }, '').form).toBe('/MyPages/Return/ChooseOne');
    expect(returnRequestOf(lines, { C: { quantity: '1', reasonId: 'r' } }, '').lines).toEqual([]);
  });

  test('the comment is at most 1000 characters', () => {
    const chosen = { A: { quantity: '1', reasonId: 'r' } };
    expect(returnProblems(lines, chosen, 'x'.repeat(1000)).comment).toBeUndefined();
    expect(returnProblems(lines, chosen, 'x'.repeat(1001)).comment).toBe('/MyPages/Return/CommentTooLong');
  });

  test('the request holds the chosen lines, and the comment only when there is one', () => {
    const choices = { A: { quantity: ' 2 ', reasonId: 'wrong-colour' }, B: { quantity: '0', reasonId: '' } };
    expect(returnRequestOf(lines, choices, '   ')).toEqual({ lines: [{ code: 'A', quantity: 2, reasonId: 'wrong-colour' }] });
    expect(returnRequestOf(lines, choices, ' Too dark ').comment).toBe('Too dark');
  });
});
