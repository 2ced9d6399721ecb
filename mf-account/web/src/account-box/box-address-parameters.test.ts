import { readBoxAddressParameters } from './box-address-parameters';

const read = (path: string) => readBoxAddressParameters(`https://shop.test${path}`);

test('login=required opens the login tab and remembers ReturnUrl; both leave the address', () => {
  expect(read('/?login=required&ReturnUrl=%2Fmy-pages%2Forders&utm=x#top')).toEqual({
    tab: 'login',
    loginRequired: true,
    returnUrl: '/my-pages/orders',
    mailLink: null,
    cleanedUrl: '/?utm=x#top',
  });
});

test('register opens the register tab, with or without a value', () => {
  expect(read('/c/makeup?register')).toEqual({ tab: 'register', loginRequired: false, returnUrl: null, mailLink: null, cleanedUrl: '/c/makeup' });
  expect(read('/?register=true').tab).toBe('register');
});

test('names are matched without regard to case', () => {
  expect(read('/?Login=Required&returnUrl=/club')).toMatchObject({ tab: 'login', returnUrl: '/club', cleanedUrl: '/' });
});

test('ReturnUrl alone does not open the box', () => {
  expect(read('/?ReturnUrl=/club')).toEqual({ tab: null, loginRequired: false, returnUrl: '/club', mailLink: null, cleanedUrl: '/' });
});

test('an address without them is left alone', () => {
  expect(read('/search?q=login')).toEqual({ tab: null, loginRequired: false, returnUrl: null, mailLink: null, cleanedUrl: null });
  expect(read('/?login=later')).toMatchObject({ tab: null, cleanedUrl: '/' });
});

test('the link of an unlock mail is read, and its token leaves the address', () => {
  expect(read('/?unlockLogin=abc-123_x&utm=mail')).toEqual({
    tab: null,
    loginRequired: false,
    returnUrl: null,
    mailLink: { kind: 'unlock-login', token: 'abc-123_x' },
    cleanedUrl: '/?utm=mail',
  });
  expect(read('/?unlocklogin=').mailLink).toBeNull();
});

test('the link of a confirmation mail is read too', () => {
  expect(read('/?confirmRegistration=tok_en-1').mailLink).toEqual({ kind: 'confirm-registration', token: 'tok_en-1' });
});
