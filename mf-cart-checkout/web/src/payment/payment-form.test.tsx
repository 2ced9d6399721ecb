import { submitPaymentForm } from './payment-form';

test('builds a real hidden form with the fields, posts it to the action and submits it', () => {
  const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    expect(document.body.contains(this)).toBe(true);
  });
  submitPaymentForm({ action: 'https://psp.example/3ds', fields: { PaReq: 'abc', MD: 'def' } });
  const form = document.body.querySelector('form')!;
  expect(submit).toHaveBeenCalledTimes(1);
  expect([form.method, form.action, form.enctype, form.hidden]).toEqual(['post', 'https://psp.example/3ds', 'application/x-www-form-urlencoded', true]);
  expect([...new FormData(form).entries()]).toEqual([
    ['PaReq', 'abc'],
    ['MD', 'def'],
  ]);
  submit.mockRestore();
});
