import { gatewayRoutesSchema } from './gateway-routes';

describe('the gateway routes a team declares', () => {
  it('fill in the lists a team leaves out', () => {
    expect(gatewayRoutesSchema.parse({ api: ['/cart'], pages: ['/basket'] })).toEqual({
      api: ['/cart'],
      pages: ['/basket'],
      unclaimedPages: false,
      csrfExempt: [],
      developmentAids: [],
    });
  });

  it.each(['', 'cart', '/cart?x=1', '/c/*/x', '/api/{}', '/a b', '/../x', '/x**'])('refuse %j as a path pattern', (pattern) => {
    expect(gatewayRoutesSchema.safeParse({ api: [pattern], pages: [] }).success).toBe(false);
  });

  it.each(['/', '/c/*', '/api/stores*', '/api/catalog/variants/{code}/monitor', '/dologout*', '/ForgotPasswordPage/*'])('take %j', (pattern) => {
    expect(gatewayRoutesSchema.safeParse({ api: [pattern], pages: [] }).success).toBe(true);
  });

  it.each(['/api', '/api/*', '/API/my-pages', '/api*'])('refuse the page %j: only calls live under /api', (pattern) => {
    expect(gatewayRoutesSchema.safeParse({ api: [], pages: [pattern] }).success).toBe(false);
  });
});
