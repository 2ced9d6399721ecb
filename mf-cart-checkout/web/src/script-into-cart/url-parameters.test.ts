import { findParameter, withoutParameter } from './url-parameters';

describe('findParameter', () => {
  test('finds a parameter whatever its case, with the name as the URL spells it', () => {
    expect(findParameter('?q=a&scriptintocart=100001*2', 'ScriptIntoCart')).toEqual({ name: 'scriptintocart', value: '100001*2' });
    expect(findParameter('?coupon_code=SUMMER10', 'coupon_code')).toEqual({ name: 'coupon_code', value: 'SUMMER10' });
    expect(findParameter('?q=a', 'coupon_code')).toBeNull();
  });
});

describe('withoutParameter', () => {
  test('drops the parameter and keeps the path, the other parameters and the hash', () => {
    expect(withoutParameter('https://shop.example/p/lipstick/100001?a=1&coupon_code=X&b=2#reviews', 'coupon_code')).toBe(
      '/p/lipstick/100001?a=1&b=2#reviews',
    );
    expect(withoutParameter('https://shop.example/?coupon_code=X', 'coupon_code')).toBe('/');
  });
});
