import { parseScriptIntoCart } from './parse-script-into-cart';

describe('parseScriptIntoCart', () => {
  test("entries separated by '+', each a code with an optional '*' and quantity", () => {
    expect(parseScriptIntoCart('100001*2+200001+300001*5', 10)).toEqual([
      { code: '100001', quantity: 2 },
      { code: '200001', quantity: 1 },
      { code: '300001', quantity: 5 },
    ]);
  });

  test("a '+' that URLSearchParams turned into a space separates entries too", () => {
    expect(parseScriptIntoCart(new URLSearchParams('ScriptIntoCart=100001*2+200001').get('ScriptIntoCart')!, 10)).toEqual([
      { code: '100001', quantity: 2 },
      { code: '200001', quantity: 1 },
    ]);
  });

  test.each([
    ['missing', '100001*'],
    ['not a number', '100001*two'],
    ['zero', '100001*0'],
    ['negative', '100001*-3'],
    ['not whole', '100001*1.5'],
  ])('a quantity that is %s is 1', (_case, value) => {
    expect(parseScriptIntoCart(value, 10)).toEqual([{ code: '100001', quantity: 1 }]);
  });

  test('a quantity above the maximum is capped, also when a code comes twice', () => {
    expect(parseScriptIntoCart('100001*50+200001*6+200001*6', 10)).toEqual([
      { code: '100001', quantity: 10 },
      { code: '200001', quantity: 10 },
    ]);
  });

  test('repeated codes are summed; empty entries and what is not a product code are left out', () => {
    expect(parseScriptIntoCart('+100001*2++100001*3+<script>*2+*4+', 10)).toEqual([{ code: '100001', quantity: 5 }]);
    expect(parseScriptIntoCart('', 10)).toEqual([]);
  });
});
